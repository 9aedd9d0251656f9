// The winning moment: when the server says the user won an auction, a dialog congratulates them
// and leads to the cart, where the won item waits for payment (WINNER_PAYMENT_DAYS to pay).
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import ShoppingCartCheckoutRounded from '@mui/icons-material/ShoppingCartCheckoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { WINNER_PAYMENT_DAYS } from '@blitz/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BRAND } from '../../../lib/brand';

const rise = keyframes`
  0% { transform: scale(0.4) rotate(-12deg); opacity: 0; }
  60% { transform: scale(1.12) rotate(4deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); }
`;

export interface WonAuctionDialogProps {
  open: boolean;
  auctionID: number;
  /** The item's title when known. */
  title?: string;
  onGoToCart: () => void;
  onClose: () => void;
}

export function WonAuctionDialog({ open, auctionID, title, onGoToCart, onClose }: WonAuctionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-describedby={textId}>
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2,
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: `radial-gradient(circle, ${BRAND.gold} 0%, ${BRAND.orange} 100%)`,
            animation: `${rise} 700ms ease-out both`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <EmojiEventsRounded sx={{ fontSize: 52, color: '#fff' }} />
        </Box>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t('wonAuction.title')}
        </Typography>
        <Typography id={textId} sx={{ mt: 1.5, color: 'text.secondary' }}>
          {title ? t('wonAuction.bodyNamed', { title }) : t('wonAuction.body', { id: auctionID })}{' '}
          {t('wonAuction.payWithin', { days: WINNER_PAYMENT_DAYS })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button onClick={onClose}>{t('wonAuction.later')}</Button>
        <Button variant="contained" startIcon={<ShoppingCartCheckoutRounded />} onClick={onGoToCart} autoFocus>
          {t('wonAuction.goToCart')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
