// The new-bid popup (SPEC.md section 2 'Overlays'): the site-wide latest-bid feed in a small card
// at the bottom left, with the product picture, the bid, the bidder and where they bid from. It
// hides after NEW_BID_POPUP_MS and restarts with every new bid. It is not a live region: the
// feed can change every second, which a screen reader would announce without end.
import BoltRounded from '@mui/icons-material/BoltRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NEW_BID_POPUP_MS, formatMoney } from '@blitz/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import type { LiveState } from '../../../lib/realtime/live-state';
import { createStaticClasses } from '../../../lib/static-classes';

/** The product's picture: doubled ('&&'), as the image widget's own class sets its width. */
const useClasses = createStaticClasses('new-bid-image', () => ({
  image: { '&&': { width: 56, flexShrink: 0, borderRadius: '24px' } },
}));

const selectLatestBid = (state: LiveState) => state.latestBid;

export function NewBidPopup() {
  const { t } = useTranslation();
  const latest = useLiveSelector(selectLatestBid);
  const [open, setOpen] = useState(false);
  const css = useClasses();

  useEffect(() => {
    if (latest) setOpen(true);
  }, [latest]);

  if (!latest) return null;
  const { bid, seq } = latest;
  const image = bid.productImage?.thumb ?? bid.productImage?.full ?? null;
  return (
    <Snackbar
      key={seq}
      open={open}
      autoHideDuration={NEW_BID_POPUP_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
      sx={{ zIndex: (theme) => theme.zIndex.drawer - 1, maxWidth: 'calc(100vw - 16px)' }}
    >
      <Card
        component="aside"
        aria-label={t('newBid.label')}
        data-testid="new-bid-popup"
        elevation={8}
        sx={{ width: { xs: 'calc(100vw - 16px)', sm: 320 }, maxWidth: 320, borderRadius: 3, position: 'relative' }}
      >
        <IconButton
          onClick={() => setOpen(false)}
          aria-label={t('newBid.close')}
          size="small"
          sx={{ position: 'absolute', right: 4, top: 4 }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, pr: 5, alignItems: 'center' }}>
          <ImageWidget src={image} alt="" frame="light" eager className={css.image} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography
              variant="caption"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 800 }}
            >
              <BoltRounded sx={{ fontSize: '1rem' }} aria-hidden />
              {t('newBid.title')}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
              {formatMoney(bid.bidAmount)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {bid.bidderLocation
                ? t('newBid.byFrom', { nickname: bid.nickname, location: bid.bidderLocation })
                : t('newBid.by', { nickname: bid.nickname })}
            </Typography>
          </Stack>
        </Stack>
      </Card>
    </Snackbar>
  );
}
