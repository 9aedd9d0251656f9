// The shop's return and cancel pages: the gateway sends the browser back with our reference.
// The return page waits for the gateway's notice (it may arrive a moment after the browser) and
// then says what was bought; the live balance shows the new Blitz without a reload.
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@blitz/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useBalance } from '../../../lib/realtime/live-hooks';
import { PAYMENT_WAIT_MS, usePaymentStatus } from '../api/get-payment-status';

function Outcome({ icon, title, body, actions }: { icon: ReactNode; title: string; body: ReactNode; actions: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      {icon}
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Box sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{body}</Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Box>
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
    <Button component={RouterLink} to="/dashboard?page=payment" variant="contained">
      {t('payment.backToCart')}
    </Button>
  );
  const result = status.data;

  if (kind === 'cancel' || result?.status === 'cancelled' || result?.status === 'failed') {
    return (
      <Outcome
        icon={<CancelOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />}
        title={t('payment.cancelledTitle')}
        body={<Typography>{t('payment.cancelledBody')}</Typography>}
        actions={cartLink}
      />
    );
  }
  if (reference === null || status.isError) {
    return (
      <Outcome
        icon={<CancelOutlined sx={{ fontSize: 56, color: 'error.main' }} aria-hidden />}
        title={t('payment.unknownTitle')}
        body={<Typography>{t('payment.unknownBody')}</Typography>}
        actions={cartLink}
      />
    );
  }
  if (result?.status === 'complete') {
    const packs = result.cartType === 'bids';
    return (
      <Outcome
        icon={<CheckCircleRounded sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />}
        title={t('payment.paidTitle')}
        body={
          <>
            <Typography>{t('payment.paidBody', { amount: formatMoney(result.amount) })}</Typography>
            {packs && balance !== null && (
              <Typography sx={{ mt: 1, fontWeight: 700, color: 'text.primary' }}>{t('payment.balanceNow', { count: balance })}</Typography>
            )}
            {!packs && <Typography sx={{ mt: 1 }}>{t('payment.orderPaidBody')}</Typography>}
          </>
        }
        actions={
          packs ? (
            <Button component={RouterLink} to="/" variant="contained">
              {t('payment.startBidding')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/dashboard?page=winnings" variant="contained">
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
          <HourglassTopRounded sx={{ fontSize: 56, color: 'warning.main' }} aria-hidden />
        ) : (
          <CircularProgress aria-label={t('payment.confirming')} />
        )
      }
      title={waited ? t('payment.slowTitle') : t('payment.confirming')}
      body={<Typography>{waited ? t('payment.slowBody') : t('payment.confirmingBody')}</Typography>}
      actions={waited ? cartLink : null}
    />
  );
}
