// /buy-now/{id}: the item at its buy-now price, the promise that every Blitz spent bidding on it
// comes back as free Blitz, and Buy now, which puts it in the cart and opens the checkout.
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { ERROR_MESSAGES, formatMoney, type ErrorCode, type FullProduct } from '@blitz/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import { buyNow } from '../api/buy-now';
import { writeCartType } from '../hooks/cart-type';
import styles from './buy-now-panel.module.css';

export function BuyNowPanel({ product, signedIn, onSignIn }: { product: FullProduct; signedIn: boolean; onSignIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ErrorCode | 'closed' | null>(null);

  const buy = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await buyNow(product.id);
    setBusy(false);
    if (outcome.ok) {
      writeCartType('auction');
      void navigate('/dashboard?page=payment');
    } else setProblem(outcome.code === 'UNPROCESSABLE_ENTITY' ? 'closed' : outcome.code);
  };

  return (
    <Surface className={styles.panel}>
      <ImageWidget src={product.mainImage?.full} alt={product.title} aspectRatio="1 / 1" frame="light" eager />
      <div>
        <Text variant="h4" component="h2">
          {product.title}
        </Text>
        <Text variant="h5" component="p" color="primary" className={styles.price}>
          {formatMoney(product.buyNowPrice)}
        </Text>
        <Text color="text.secondary" className={styles.note}>
          {t('payment.buyNowReturn')}
        </Text>
        <Text color="text.secondary" className={styles.note}>
          {t('payment.freeShipping')}
        </Text>
        {problem && (
          <Alert severity={problem === 'PURCHASE_COMPLETED' ? 'info' : 'error'} role="alert" className={styles.problem}>
            {problem === 'closed'
              ? t('payment.buyNowClosed')
              : t(`payment.errors.${problem}`, { defaultValue: t(`api.${problem}`, { defaultValue: ERROR_MESSAGES[problem] }) })}
          </Alert>
        )}
        <Stack rowFrom="sm" spacing={2} className={styles.actions}>
          {signedIn ? (
            <Button variant="contained" size="large" startIcon={<ShoppingBag aria-hidden />} onClick={() => void buy()} disabled={busy}>
              {t('payment.buyNowFor', { price: formatMoney(product.buyNowPrice) })}
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={onSignIn}>
              {t('payment.signInToBuyNow')}
            </Button>
          )}
          <Button to={`/item/${product.id}`} variant="outlined" size="large">
            {t('payment.backToAuction')}
          </Button>
        </Stack>
      </div>
    </Surface>
  );
}
