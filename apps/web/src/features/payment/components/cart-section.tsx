// The dashboard's payment section (SPEC.md section 2, page=payment): the cart of won items,
// buy-now items and bid packs, one cart type at a time (kept in session storage), the delivery
// address for items that are shipped, the gateway, the total and Pay, which leaves for the
// gateway's page. Every answer of /payment/link is shown in words.
import LockRounded from '@mui/icons-material/LockRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES, formatMoney, type CartType, type ErrorCode } from '@blitz/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { createPaymentLink } from '../api/create-payment-link';
import { usePaymentGateways } from '../api/get-payment-gateways';
import { readCartType, writeCartType } from '../hooks/cart-type';
import { activeCartType, linesOfType, totalWire } from '../hooks/cart-lines';
import { useCart } from '../hooks/use-cart';
import { CartLines } from './cart-lines';
import { EmptyState } from '../../../components/empty-state';

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
    <EmptyState icon={ShoppingCartOutlined} title={t('payment.emptyTitle')} body={t('payment.emptyBody')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/buy-packs" variant="contained">
          {t('payment.buyBlitz')}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
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
    <Box sx={{ mt: 2 }}>
      {counts.auction > 0 && counts.bids > 0 && (
        <Tabs value={type} onChange={(_event, value: CartType) => choose(value)} aria-label={t('payment.cartTypes')} sx={{ mb: 2 }}>
          <Tab value="auction" label={t('payment.itemsTab', { count: counts.auction })} />
          <Tab value="bids" label={t('payment.packsTab', { count: counts.bids })} />
        </Tabs>
      )}
      <CartLines lines={lines} busy={cart.busy || paying} onChange={(payload) => void cart.change(payload)} />

      {shipped && (
        <Box component="section" aria-labelledby="cart-shipping-title" sx={{ mt: 3 }}>
          <Typography id="cart-shipping-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('payment.deliverTo')}
          </Typography>
          {shippingPicker({ value: shippingId, onChange: setShippingId })}
        </Box>
      )}

      <Box component="section" aria-labelledby="cart-gateway-title" sx={{ mt: 3 }}>
        <Typography id="cart-gateway-title" variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('payment.payWith')}
        </Typography>
        {gateways.isError && <Alert severity="error">{t('payment.gatewaysFailed')}</Alert>}
        <RadioGroup
          value={gateway ?? ''}
          onChange={(event) => setGatewayId(Number(event.target.value))}
          aria-labelledby="cart-gateway-title"
        >
          {gateways.data?.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={
                <span>
                  <strong>{option.payment_gateway}</strong> {t('payment.gatewayMethods')}
                </span>
              }
            />
          ))}
        </RadioGroup>
      </Box>

      {problem && (
        <Alert severity={problem === 'PURCHASE_COMPLETED' ? 'info' : 'error'} role="alert" sx={{ mt: 2 }}>
          {t(`payment.errors.${problem}`, { defaultValue: t(`api.${problem}`, { defaultValue: ERROR_MESSAGES[problem] }) })}
        </Alert>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="p" aria-live="polite">
          {t('payment.total', { total: formatMoney(totalWire(lines)) })}
        </Typography>
        <Button variant="contained" size="large" startIcon={<LockRounded />} onClick={() => void pay()} disabled={!canPay}>
          {paying ? t('payment.redirecting') : t('payment.pay', { total: formatMoney(totalWire(lines)) })}
        </Button>
      </Stack>
      {shipped && shippingId === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: { sm: 'right' } }}>
          {t('payment.chooseAddress')}
        </Typography>
      )}
    </Box>
  );
}
