// The lines of one cart type: image or Blitz icon, name, quantity stepper for bid packs, the
// line's price and a remove button. The server prices every change.
import AddRounded from '@mui/icons-material/AddRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToWire, formatMoney, type AddToCartPayload, type CartItem } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { centsOf } from '../hooks/cart-lines';

const MAX_PACKS = 100;

interface CartLinesProps {
  lines: readonly CartItem[];
  busy: boolean;
  onChange: (payload: AddToCartPayload) => void;
}

function lineKey(line: CartItem) {
  return `${line.type}-${line.auctionId ?? line.productId ?? line.name}`;
}

export function CartLines({ lines, busy, onChange }: CartLinesProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      aria-label={t('payment.linesLabel')}
      divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {lines.map((line) => {
        const isPack = line.type === 'bids';
        const quantity = line.quantity ?? 1;
        const setQuantity = (next: number) => onChange({ type: 'bids', productId: line.productId, quantity: next });
        const remove = () =>
          onChange(
            isPack
              ? { type: 'bids', productId: line.productId, remove: true }
              : { type: 'auction', auctionId: line.auctionId, remove: true },
          );
        return (
          <Box
            component="li"
            key={lineKey(line)}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <Box sx={{ width: 64, flexShrink: 0 }}>
              {isPack ? (
                <Box sx={{ width: 64, height: 64, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 2 }}>
                  <BoltRounded sx={{ color: 'primary.main', fontSize: 36 }} aria-hidden />
                </Box>
              ) : (
                <ImageWidget src={line.image?.thumb ?? line.image?.full} alt="" aspectRatio="1 / 1" frame="light" />
              )}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap title={line.name}>
                {line.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {isPack ? t('payment.packLine') : line.orderId ? t('payment.wonLine') : t('payment.buyNowLine')}
              </Typography>
            </Box>
            {isPack && (
              <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label={t('payment.quantityOf', { name: line.name })}>
                <IconButton aria-label={t('payment.fewer')} onClick={() => setQuantity(quantity - 1)} disabled={busy || quantity <= 1}>
                  <RemoveRounded />
                </IconButton>
                <Typography aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>
                  {quantity}
                </Typography>
                <IconButton
                  aria-label={t('payment.more')}
                  onClick={() => setQuantity(quantity + 1)}
                  disabled={busy || quantity >= MAX_PACKS}
                >
                  <AddRounded />
                </IconButton>
              </Stack>
            )}
            <Typography sx={{ fontWeight: 700, minWidth: 96, textAlign: 'right' }}>{formatMoney(centsToWire(centsOf(line)))}</Typography>
            <IconButton aria-label={t('payment.removeNamed', { name: line.name })} onClick={remove} disabled={busy}>
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
