// /buy-packs: the bid packs from the database as cards with the price per Blitz, each added to
// the cart over the socket; a checkout bar appears once the cart holds packs. Visitors are asked
// to log in first.
import ShoppingCartPlus from 'lucide-react/icons/shopping-cart-plus';
import Zap from 'lucide-react/icons/zap';
import { centsToWire, formatMoney, type BidPack } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import { useBidPacks } from '../api/get-bid-packs';
import { writeCartType } from '../hooks/cart-type';
import { linesOfType, totalCents } from '../hooks/cart-lines';
import { useCart } from '../hooks/use-cart';
import styles from './buy-packs.module.css';

const perBlitz = (pack: BidPack) => formatMoney(centsToWire(Math.round((pack.price * 100) / pack.bids)));

function PackCard({ pack, inCart, onAdd, busy }: { pack: BidPack; inCart: number; onAdd?: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const titleId = `pack-${pack.id}-title`;
  return (
    <Surface component="article" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.content}>
        <Zap size={40} className={styles.bolt} aria-hidden />
        <Text id={titleId} variant="h5" component="h2" className={styles.heavy}>
          {t('payment.packBlitz', { count: pack.bids })}
        </Text>
        <Text variant="h6" component="p" className={styles.price}>
          {formatMoney(centsToWire(Math.round(pack.price * 100)))}
        </Text>
        <Text color="text.secondary">{t('payment.perBlitz', { price: perBlitz(pack) })}</Text>
        {inCart > 0 && (
          <Text color="primary" className={styles.inCart}>
            {t('payment.inCart', { count: inCart })}
          </Text>
        )}
      </div>
      {onAdd && (
        <div className={styles.cardActions}>
          <Button fullWidth variant="contained" startIcon={<ShoppingCartPlus aria-hidden />} onClick={onAdd} disabled={busy}>
            {t('payment.addPack', { count: pack.bids })}
          </Button>
        </div>
      )}
    </Surface>
  );
}

export function BuyPacks({ signedIn, onSignIn }: { signedIn: boolean; onSignIn: () => void }) {
  const { t } = useTranslation();
  const packs = useBidPacks();
  const cart = useCart();
  const [error, setError] = useState<string | null>(null);
  const packLines = linesOfType(cart.items, 'bids');
  const quantityOf = (id: number) => packLines.find((line) => line.productId === id)?.quantity ?? 0;

  const add = async (pack: BidPack) => {
    setError(null);
    writeCartType('bids');
    const result = await cart.change({ type: 'bids', productId: pack.id, quantity: quantityOf(pack.id) + 1 });
    if (!result.ok) setError(t('payment.cartFailed'));
  };

  return (
    <div>
      {!signedIn && (
        <Alert
          severity="info"
          className={styles.notice}
          action={
            <Button color="inherit" onClick={onSignIn}>
              {t('nav.login')}
            </Button>
          }
        >
          {t('payment.signInToBuy')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" className={styles.notice} role="alert">
          {error}
        </Alert>
      )}
      {packs.isError && <Alert severity="error">{t('payment.packsFailed')}</Alert>}
      {packs.data?.length === 0 && <Alert severity="info">{t('payment.noPacks')}</Alert>}
      <div aria-busy={packs.isPending} className={styles.grid}>
        {packs.isPending && [0, 1, 2, 3].map((n) => <Skeleton key={n} shape="rounded" className={styles.placeholder} />)}
        {packs.data?.map((pack) => (
          <PackCard
            key={pack.id}
            pack={pack}
            inCart={quantityOf(pack.id)}
            onAdd={signedIn ? () => void add(pack) : undefined}
            busy={cart.busy}
          />
        ))}
      </div>
      {signedIn && packLines.length > 0 && (
        <Surface variant="flat" className={styles.checkout}>
          <Text className={styles.summary}>
            {t('payment.cartSummary', { count: packLines.length, total: formatMoney(centsToWire(totalCents(packLines))) })}
          </Text>
          <Button to="/dashboard?page=payment" variant="contained" onClick={() => writeCartType('bids')}>
            {t('payment.checkout')}
          </Button>
        </Surface>
      )}
    </div>
  );
}
