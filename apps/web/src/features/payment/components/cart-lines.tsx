// The lines of one cart type: image or Blitz icon, name, quantity stepper for bid packs, the
// line's price and a remove button. The server prices every change.
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import Zap from 'lucide-react/icons/zap';
import { centsToWire, formatMoney, type AddToCartPayload, type CartItem } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { IconButton } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { centsOf } from '../hooks/cart-lines';
import styles from './cart-lines.module.css';

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
    <ul aria-label={t('payment.linesLabel')} className={styles.list}>
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
          <li key={lineKey(line)} className={styles.line}>
            <div className={styles.picture}>
              {isPack ? (
                <div className={styles.packIcon}>
                  <Zap size={36} aria-hidden />
                </div>
              ) : (
                <ImageWidget src={line.image?.thumb ?? line.image?.full} alt="" aspectRatio="1 / 1" frame="light" />
              )}
            </div>
            <div className={styles.name}>
              <Text noWrap title={line.name} className={styles.semibold}>
                {line.name}
              </Text>
              <Text variant="body2" color="text.secondary">
                {isPack ? t('payment.packLine') : line.orderId ? t('payment.wonLine') : t('payment.buyNowLine')}
              </Text>
            </div>
            {isPack && (
              <Stack direction="row" align="center" role="group" aria-label={t('payment.quantityOf', { name: line.name })}>
                <IconButton aria-label={t('payment.fewer')} onClick={() => setQuantity(quantity - 1)} disabled={busy || quantity <= 1}>
                  <Minus aria-hidden />
                </IconButton>
                <Text aria-live="polite" className={styles.quantity}>
                  {quantity}
                </Text>
                <IconButton
                  aria-label={t('payment.more')}
                  onClick={() => setQuantity(quantity + 1)}
                  disabled={busy || quantity >= MAX_PACKS}
                >
                  <Plus aria-hidden />
                </IconButton>
              </Stack>
            )}
            <Text className={styles.price}>{formatMoney(centsToWire(centsOf(line)))}</Text>
            <IconButton aria-label={t('payment.removeNamed', { name: line.name })} onClick={remove} disabled={busy}>
              <Trash2 aria-hidden />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
