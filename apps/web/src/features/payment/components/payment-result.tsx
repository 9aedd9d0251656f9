// The shop's return and cancel pages: the gateway sends the browser back with our reference.
// The return page waits for the gateway's notice (it may arrive a moment after the browser) and
// then says what was bought; the live balance shows the new Blitz without a reload.
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import { formatMoney } from '@blitz/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useBalance } from '../../../lib/realtime/live-hooks';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/spinner';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { PAYMENT_WAIT_MS, usePaymentStatus } from '../api/get-payment-status';
import styles from './payment-result.module.css';

function Outcome({ icon, title, body, actions }: { icon: ReactNode; title: string; body: ReactNode; actions: ReactNode }) {
  return (
    <div role="status" className={styles.outcome}>
      {icon}
      <Text variant="h5" component="h2" className={styles.title}>
        {title}
      </Text>
      <div className={styles.body}>{body}</div>
      <Stack rowFrom="sm" spacing={2} justify="center">
        {actions}
      </Stack>
    </div>
  );
}

export function PaymentResult({ kind, reference }: { kind: 'return' | 'cancel'; reference: string | null }) {
  const { t } = useTranslation();
  const [waited, setWaited] = useState(false);
  const status = usePaymentStatus(reference, kind === 'return' && !waited);
  const balance = useBalance();
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), PAYMENT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const cartLink = (
    <Button to="/dashboard?page=payment" variant="contained">
      {t('payment.backToCart')}
    </Button>
  );
  const result = status.data;

  if (kind === 'cancel' || result?.status === 'cancelled' || result?.status === 'failed') {
    return (
      <Outcome
        icon={<CircleX size={56} className={styles.icon} aria-hidden />}
        title={t('payment.cancelledTitle')}
        body={<Text>{t('payment.cancelledBody')}</Text>}
        actions={cartLink}
      />
    );
  }
  if (reference === null || status.isError) {
    return (
      <Outcome
        icon={<CircleX size={56} className={cx(styles.icon, styles.error)} aria-hidden />}
        title={t('payment.unknownTitle')}
        body={<Text>{t('payment.unknownBody')}</Text>}
        actions={cartLink}
      />
    );
  }
  if (result?.status === 'complete') {
    const packs = result.cartType === 'bids';
    return (
      <Outcome
        icon={<CircleCheck size={56} className={cx(styles.icon, styles.success)} aria-hidden />}
        title={t('payment.paidTitle')}
        body={
          <>
            <Text>{t('payment.paidBody', { amount: formatMoney(result.amount) })}</Text>
            {packs && balance !== null && (
              <Text color="text.primary" className={cx(styles.next, styles.strong)}>
                {t('payment.balanceNow', { count: balance })}
              </Text>
            )}
            {!packs && <Text className={styles.next}>{t('payment.orderPaidBody')}</Text>}
          </>
        }
        actions={
          packs ? (
            <Button to="/" variant="contained">
              {t('payment.startBidding')}
            </Button>
          ) : (
            <Button to="/dashboard?page=winnings" variant="contained">
              {t('payment.viewOrders')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Outcome
      icon={
        waited ? (
          <Hourglass size={56} className={cx(styles.icon, styles.warning)} aria-hidden />
        ) : (
          <Spinner size={40} primary label={t('payment.confirming')} />
        )
      }
      title={waited ? t('payment.slowTitle') : t('payment.confirming')}
      body={<Text>{waited ? t('payment.slowBody') : t('payment.confirmingBody')}</Text>}
      actions={waited ? cartLink : null}
    />
  );
}
