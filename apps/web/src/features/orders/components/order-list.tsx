// One page of the order history: each order item with its picture, title (linking to its auction),
// status chip, price and date; a won item still awaiting payment shows the days left to pay and
// leads to the cart; a paid won item takes a winner photo; a shipped order shows its courier and
// tracking number, and a delivered one may be sent back while the return window is open.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, languageOrFallback, WINNER_PAYMENT_DAYS, type OrderItem } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ImageWidget } from '../../../components/image-widget';
import { useApiErrorDialog } from '../../../components/dialogs/use-api-error-dialog';
import { ApiError } from '../../../lib/api-client';
import { useRequestReturn } from '../api/request-return';
import { statusColour, statusLabel } from './order-status';
import { WinnerPhoto, canHaveWinnerPhoto } from './winner-photo';
import { createStaticClasses } from '../../../lib/static-classes';

/** The item's picture: doubled ('&&'), as the image widget's own class sets its width. */
const useClasses = createStaticClasses('order-image', (theme) => ({
  image: { '&&': { width: 56, borderRadius: '18px', [theme.breakpoints.up('sm')]: { width: 72 } } },
}));

const DAY_MS = 86_400_000;
export const CART_PATH = '/dashboard?page=payment';
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Whole days (rounded up) until the payment deadline of a won item; 0 once it has passed. */
export function daysLeftToPay(wonAt: string, now: number = Date.now()): number {
  const deadline = Date.parse(wonAt) + WINNER_PAYMENT_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((deadline - now) / DAY_MS));
}

function formatDay(iso: string, language: string): string {
  return formatDate(iso, languageOrFallback(language), { day: 'numeric', month: 'short', year: 'numeric' });
}

function OrderRow({ item }: { item: OrderItem }) {
  const { t, i18n } = useTranslation();
  const awaiting = item.status === 'Awaiting Payment';
  const daysLeft = awaiting ? daysLeftToPay(item.date) : null;
  const discounted = item.discount !== '0.00';
  const css = useClasses();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '72px minmax(0, 1fr) auto' },
        gap: 1.5,
        alignItems: 'center',
        p: 1.25,
        border: 1,
        borderColor: awaiting ? 'warning.main' : 'divider',
        borderRadius: 2,
        minWidth: 0,
      }}
    >
      <ImageWidget
        src={item.uploadedPhoto ?? item.mainImage?.thumb ?? item.mainImage?.full ?? null}
        alt=""
        frame="light"
        className={css.image}
      />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        {item.auctionId ? (
          <Link component={RouterLink} to={`/item/${item.auctionId}`} underline="hover" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {item.title}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.title}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={statusLabel(t, item.status)}
            color={statusColour(item.status)}
            variant={awaiting ? 'filled' : 'outlined'}
          />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatMoney(item.finalPrice)}
          </Typography>
          {discounted && (
            <Typography variant="body2" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t('orders.wasPrice')}{' '}
              </Box>
              {formatMoney(item.price)}
            </Typography>
          )}
          {item.quantity > 1 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('orders.quantity', { count: item.quantity })}
            </Typography>
          )}
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('orders.orderedOn', { date: formatDay(item.date, i18n.language) })}
        </Typography>
        {item.courier && item.trackingNumber && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('orders.shippedWith', { courier: item.courier, tracking: item.trackingNumber })}
          </Typography>
        )}
        {canHaveWinnerPhoto(item) && <WinnerPhoto item={item as OrderItem & { auctionId: number }} />}
        {daysLeft !== null && (
          <Typography variant="body2" sx={{ color: daysLeft > 0 ? 'warning.dark' : 'error.main', fontWeight: 600 }}>
            {daysLeft > 0 ? t('orders.daysLeftToPay', { count: daysLeft }) : t('orders.paymentOverdue')}
          </Typography>
        )}
      </Stack>
      {item.returnable && <ReturnButton item={item} />}
      {awaiting && (
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'stretch', sm: 'end' } }}>
          <Button
            component={RouterLink}
            to={CART_PATH}
            variant="contained"
            fullWidth
            aria-label={t('orders.payFor', { title: item.title })}
          >
            {t('orders.pay')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function ReturnButton({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  const request = useRequestReturn();
  const showApiError = useApiErrorDialog();
  const ask = () =>
    request.mutate(item.id, {
      onError: (error) => {
        if (error instanceof ApiError) showApiError(error.result);
      },
    });
  return (
    <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'stretch', sm: 'end' } }}>
      {request.isSuccess ? (
        <Typography variant="body2" role="status">
          {t('orders.returnAsked')}
        </Typography>
      ) : (
        <Button
          variant="outlined"
          fullWidth
          onClick={ask}
          disabled={request.isPending}
          aria-label={t('orders.askReturnFor', { title: item.title })}
        >
          {t('orders.askReturn')}
        </Button>
      )}
    </Box>
  );
}

export function OrderList({ items, label }: { items: OrderItem[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <OrderRow key={item.id} item={item} />
      ))}
    </Box>
  );
}
