// /buy-packs: the bid packs from the database as cards with the price per Blitz, each added to
// the cart over the socket; a checkout bar appears once the cart holds packs. Visitors are asked
// to log in first.
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { centsToWire, formatMoney, type BidPack } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useBidPacks } from '../api/get-bid-packs';
import { writeCartType } from '../hooks/cart-type';
import { linesOfType, totalCents } from '../hooks/cart-lines';
import { useCart } from '../hooks/use-cart';

const perBlitz = (pack: BidPack) => formatMoney(centsToWire(Math.round((pack.price * 100) / pack.bids)));

function PackCard({ pack, inCart, onAdd, busy }: { pack: BidPack; inCart: number; onAdd?: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const titleId = `pack-${pack.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, textAlign: 'center' }}>
        <BoltRounded sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden />
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t('payment.packBlitz', { count: pack.bids })}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {formatMoney(centsToWire(Math.round(pack.price * 100)))}
        </Typography>
        <Typography color="text.secondary">{t('payment.perBlitz', { price: perBlitz(pack) })}</Typography>
        {inCart > 0 && (
          <Typography color="primary" sx={{ mt: 1, fontWeight: 600 }}>
            {t('payment.inCart', { count: inCart })}
          </Typography>
        )}
      </CardContent>
      {onAdd && (
        <CardActions sx={{ p: 2, pt: 0 }}>
          <Button fullWidth variant="contained" startIcon={<AddShoppingCartRounded />} onClick={onAdd} disabled={busy}>
            {t('payment.addPack', { count: pack.bids })}
          </Button>
        </CardActions>
      )}
    </Card>
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
    <Box>
      {!signedIn && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
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
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {error}
        </Alert>
      )}
      {packs.isError && <Alert severity="error">{t('payment.packsFailed')}</Alert>}
      {packs.data?.length === 0 && <Alert severity="info">{t('payment.noPacks')}</Alert>}
      <Box
        aria-busy={packs.isPending}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {packs.isPending && [0, 1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={240} />)}
        {packs.data?.map((pack) => (
          <PackCard
            key={pack.id}
            pack={pack}
            inCart={quantityOf(pack.id)}
            onAdd={signedIn ? () => void add(pack) : undefined}
            busy={cart.busy}
          />
        ))}
      </Box>
      {signedIn && packLines.length > 0 && (
        <Paper
          elevation={6}
          sx={{
            position: 'sticky',
            bottom: 16,
            mt: 3,
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {t('payment.cartSummary', { count: packLines.length, total: formatMoney(centsToWire(totalCents(packLines))) })}
          </Typography>
          <Button component={RouterLink} to="/dashboard?page=payment" variant="contained" onClick={() => writeCartType('bids')}>
            {t('payment.checkout')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
