// One page of the order history: each order item with its picture, title (linking to its auction),
// status chip, price and date; a won item still awaiting payment shows the days left to pay and
// leads to the cart; a paid won item takes a winner photo; a shipped order shows its courier and
// tracking number, and a delivered one may be sent back while the return window is open.
import { formatDate, formatMoney, languageOrFallback, WINNER_PAYMENT_DAYS, type OrderItem } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { useApiErrorDialog } from '../../../components/dialogs/use-api-error-dialog';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Chip, Link, VisuallyHidden } from '../../../ui/misc';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { useRequestReturn } from '../api/request-return';
import { statusColour, statusLabel } from './order-status';
import { WinnerPhoto, canHaveWinnerPhoto } from './winner-photo';
import styles from './order-list.module.css';

const DAY_MS = 86_400_000;
export const CART_PATH = '/dashboard?page=payment';

/** Whole days (rounded up) until the payment deadline of a won item; 0 once it has passed. */
export function daysLeftToPay(wonAt: string, now: number = Date.now()): number {
  const deadline = Date.parse(wonAt) + WINNER_PAYMENT_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((deadline - now) / DAY_MS));
}

function formatDay(iso: string, language: string): string {
  return formatDate(iso, languageOrFallback(language), { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The status as a chip: filled while it waits for the user (payment), outlined in its colour otherwise. */
function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const colour = statusColour(status);
  const label = statusLabel(t, status);
  if (status === 'Awaiting Payment') return <Chip size="small" label={label} color="warning" />;
  return <Chip size="small" variant="outlined" label={label} className={cx(styles.status, colour !== 'default' && styles[colour])} />;
}

function OrderRow({ item }: { item: OrderItem }) {
  const { t, i18n } = useTranslation();
  const awaiting = item.status === 'Awaiting Payment';
  const daysLeft = awaiting ? daysLeftToPay(item.date) : null;
  const discounted = item.discount !== '0.00';
  return (
    <li className={cx(styles.row, awaiting && styles.awaiting)}>
      <div className={styles.picture}>
        <ImageWidget src={item.uploadedPhoto ?? item.mainImage?.thumb ?? item.mainImage?.full ?? null} alt="" frame="light" />
      </div>
      <Stack spacing={0.5} className={styles.details}>
        {item.auctionId ? (
          <Link to={`/item/${item.auctionId}`} className={styles.title}>
            {item.title}
          </Link>
        ) : (
          <Text className={styles.title}>{item.title}</Text>
        )}
        <Stack direction="row" spacing={1} align="center" wrap>
          <StatusChip status={item.status} />
          <Text variant="body2" className={styles.strong}>
            {formatMoney(item.finalPrice)}
          </Text>
          {discounted && (
            <Text variant="body2" color="text.secondary" className={styles.struck}>
              <VisuallyHidden>{t('orders.wasPrice')} </VisuallyHidden>
              {formatMoney(item.price)}
            </Text>
          )}
          {item.quantity > 1 && (
            <Text variant="body2" color="text.secondary">
              {t('orders.quantity', { count: item.quantity })}
            </Text>
          )}
        </Stack>
        <Text variant="caption" color="text.secondary">
          {t('orders.orderedOn', { date: formatDay(item.date, i18n.language) })}
        </Text>
        {item.courier && item.trackingNumber && (
          <Text variant="body2" className={styles.wrapAnywhere}>
            {t('orders.shippedWith', { courier: item.courier, tracking: item.trackingNumber })}
          </Text>
        )}
        {canHaveWinnerPhoto(item) && <WinnerPhoto item={item as OrderItem & { auctionId: number }} />}
        {daysLeft !== null && (
          <Text variant="body2" className={daysLeft > 0 ? styles.daysLeft : styles.overdue}>
            {daysLeft > 0 ? t('orders.daysLeftToPay', { count: daysLeft }) : t('orders.paymentOverdue')}
          </Text>
        )}
      </Stack>
      {item.returnable && <ReturnButton item={item} />}
      {awaiting && (
        <div className={styles.action}>
          <Button to={CART_PATH} variant="contained" fullWidth aria-label={t('orders.payFor', { title: item.title })}>
            {t('orders.pay')}
          </Button>
        </div>
      )}
    </li>
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
    <div className={styles.action}>
      {request.isSuccess ? (
        <Text variant="body2" role="status">
          {t('orders.returnAsked')}
        </Text>
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
    </div>
  );
}

export function OrderList({ items, label }: { items: OrderItem[]; label: string }) {
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => (
        <OrderRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
