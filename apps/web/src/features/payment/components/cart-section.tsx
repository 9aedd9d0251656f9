// The dashboard's payment section (SPEC.md section 2, page=payment): the cart of won items,
// buy-now items and bid packs, one cart type at a time (kept in session storage), the delivery
// address for items that are shipped, the gateway, the total and Pay, which leaves for the
// gateway's page. Every answer of /payment/link is shown in words.
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Lock from 'lucide-react/icons/lock';
import { ERROR_MESSAGES, formatMoney, type CartType, type ErrorCode } from '@blitz/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { createPaymentLink } from '../api/create-payment-link';
import { usePaymentGateways } from '../api/get-payment-gateways';
import { readCartType, writeCartType } from '../hooks/cart-type';
import { activeCartType, linesOfType, totalWire } from '../hooks/cart-lines';
import { useCart } from '../hooks/use-cart';
import { CartLines } from './cart-lines';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import { Stack } from '../../../ui/stack';
import { Tab, TabList, Tabs } from '../../../ui/tabs';
import { Text } from '../../../ui/text';
import styles from './cart-section.module.css';

export interface ShippingPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

interface CartSectionProps {
  /** The delivery-address choice, composed by the page from the shipping feature. */
  shippingPicker: (props: ShippingPickerProps) => ReactNode;
  /** Leaves for the gateway (tests replace it). */
  redirect?: (url: string) => void;
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={ShoppingCart} title={t('payment.emptyTitle')} body={t('payment.emptyBody')}>
      <Stack rowFrom="sm" spacing={2} justify="center">
        <Button to="/buy-packs" variant="contained">
          {t('payment.buyBlitz')}
        </Button>
        <Button to="/" variant="outlined">
          {t('payment.browse')}
        </Button>
      </Stack>
    </EmptyState>
  );
}

export function CartSection({ shippingPicker, redirect = (url) => window.location.assign(url) }: CartSectionProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const [chosen, setChosen] = useState<CartType | null>(readCartType);
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [gatewayId, setGatewayId] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const gateways = usePaymentGateways(cart.items.length > 0);

  if (cart.items.length === 0) return <EmptyCart />;
  const type = activeCartType(cart.items, chosen);
  const lines = linesOfType(cart.items, type);
  const counts = { auction: linesOfType(cart.items, 'auction').length, bids: linesOfType(cart.items, 'bids').length };
  const shipped = type === 'auction';
  const gateway = gatewayId ?? gateways.data?.[0]?.id ?? null;
  const canPay = lines.length > 0 && gateway !== null && (!shipped || shippingId !== null) && !paying && !cart.busy;

  const choose = (next: CartType) => {
    setChosen(next);
    writeCartType(next);
    setProblem(null);
  };

  const pay = async () => {
    if (gateway === null) return;
    setPaying(true);
    setProblem(null);
    const outcome = await createPaymentLink({
      totalWire: totalWire(lines),
      gatewayId: gateway,
      shippingProfileId: shipped ? (shippingId ?? 0) : 0,
      cartType: type,
    });
    if (outcome.ok) {
      redirect(outcome.redirectUrl);
      return;
    }
    setPaying(false);
    if (!outcome.aborted) setProblem(outcome.code);
  };

  return (
    <div className={styles.cart}>
      {counts.auction > 0 && counts.bids > 0 && (
        <Tabs value={type} onChange={(value) => choose(value as CartType)} className={styles.tabs}>
          <TabList aria-label={t('payment.cartTypes')}>
            <Tab value="auction">{t('payment.itemsTab', { count: counts.auction })}</Tab>
            <Tab value="bids">{t('payment.packsTab', { count: counts.bids })}</Tab>
          </TabList>
        </Tabs>
      )}
      <CartLines lines={lines} busy={cart.busy || paying} onChange={(payload) => void cart.change(payload)} />

      {shipped && (
        <section aria-labelledby="cart-shipping-title" className={styles.part}>
          <Text id="cart-shipping-title" variant="h6" component="h3" className={styles.partTitle}>
            {t('payment.deliverTo')}
          </Text>
          {shippingPicker({ value: shippingId, onChange: setShippingId })}
        </section>
      )}

      <section aria-labelledby="cart-gateway-title" className={styles.part}>
        <Text id="cart-gateway-title" variant="h6" component="h3" className={styles.partTitle}>
          {t('payment.payWith')}
        </Text>
        {gateways.isError && <Alert severity="error">{t('payment.gatewaysFailed')}</Alert>}
        <RadioGroup
          value={gateway === null ? '' : String(gateway)}
          onChange={(value) => setGatewayId(Number(value))}
          aria-label={t('payment.payWith')}
        >
          {gateways.data?.map((option) => (
            <Radio
              key={option.id}
              value={String(option.id)}
              label={
                <span>
                  <strong>{option.payment_gateway}</strong> {t('payment.gatewayMethods')}
                </span>
              }
            />
          ))}
        </RadioGroup>
      </section>

      {problem && (
        <Alert severity={problem === 'PURCHASE_COMPLETED' ? 'info' : 'error'} role="alert" className={styles.problem}>
          {t(`payment.errors.${problem}`, { defaultValue: t(`api.${problem}`, { defaultValue: ERROR_MESSAGES[problem] }) })}
        </Alert>
      )}

      <Stack rowFrom="sm" spacing={2} justify="between" className={styles.totalBar}>
        <Text variant="h6" component="p" aria-live="polite">
          {t('payment.total', { total: formatMoney(totalWire(lines)) })}
        </Text>
        <Button variant="contained" size="large" startIcon={<Lock aria-hidden />} onClick={() => void pay()} disabled={!canPay}>
          {paying ? t('payment.redirecting') : t('payment.pay', { total: formatMoney(totalWire(lines)) })}
        </Button>
      </Stack>
      {shipped && shippingId === null && (
        <Text variant="body2" color="text.secondary" className={styles.chooseAddress}>
          {t('payment.chooseAddress')}
        </Text>
      )}
    </div>
  );
}
