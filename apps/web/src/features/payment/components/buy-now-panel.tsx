// /buy-now/{id}: the item at its buy-now price, the promise that every Blitz spent bidding on it
// comes back as free Blitz, and Buy now, which puts it in the cart and opens the checkout.
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES, formatMoney, type ErrorCode, type FullProduct } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ImageWidget } from '../../../components/image-widget';
import { buyNow } from '../api/buy-now';
import { writeCartType } from '../hooks/cart-type';

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
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' } }}
    >
      <ImageWidget src={product.mainImage?.full} alt={product.title} aspectRatio="1 / 1" frame="light" eager />
      <Box>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 800 }}>
          {product.title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 2, color: 'primary.main', fontWeight: 800 }}>
          {formatMoney(product.buyNowPrice)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('payment.buyNowReturn')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('payment.freeShipping')}
        </Typography>
        {problem && (
          <Alert severity={problem === 'PURCHASE_COMPLETED' ? 'info' : 'error'} role="alert" sx={{ mt: 2 }}>
            {problem === 'closed'
              ? t('payment.buyNowClosed')
              : t(`payment.errors.${problem}`, { defaultValue: t(`api.${problem}`, { defaultValue: ERROR_MESSAGES[problem] }) })}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          {signedIn ? (
            <Button variant="contained" size="large" startIcon={<ShoppingBagOutlined />} onClick={() => void buy()} disabled={busy}>
              {t('payment.buyNowFor', { price: formatMoney(product.buyNowPrice) })}
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={onSignIn}>
              {t('payment.signInToBuyNow')}
            </Button>
          )}
          <Button component={RouterLink} to={`/item/${product.id}`} variant="outlined" size="large">
            {t('payment.backToAuction')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
