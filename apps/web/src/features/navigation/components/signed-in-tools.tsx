// The signed-in header tools (SPEC.md section 2): Blitz balance to /buy-packs, favourites heart,
// cart with its item-count badge and the avatar menu, in every header variant, so a shopper on a
// phone sees a won item waiting in the cart, and the daily check-in status (SPEC.md 'Shared app
// state': checkedIn). `compact` (tablet and phone bars) draws the icon buttons smaller. The balance and the cart follow the realtime
// channel (new-bids-count, add-to-cart).
import BoltRounded from '@mui/icons-material/BoltRounded?plain';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded?plain';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined?plain';
import { useTranslation } from '../../../lib/use-translation';
import { CheckInStatusButton } from '../../../components/check-in-status-button';
import { CountBadge } from '../../../components/count-badge';
import { PlainButton, PlainIconButton } from '../../../components/plain-button';
import { classes, createStaticClasses } from '../../../lib/static-classes';
import { useBalance, useCartItems } from '../../../lib/realtime/live-hooks';
import { useSession } from '../../../lib/session';
import { UserMenu } from './user-menu';

const useClasses = createStaticClasses('signed-in-tools', (theme) => ({
  // MUI's row Stack: its spacing as a gap (the tools have no margins of their own, and none is hidden).
  row: { display: 'flex', flexDirection: 'row', alignItems: 'center', flexShrink: 0, gap: theme.spacing(0.5) },
  compactRow: { gap: theme.spacing(0.25) },
  balance: {
    '&&': {
      borderColor: theme.palette.divider,
      whiteSpace: 'nowrap',
      fontWeight: 800,
      minWidth: 0,
      paddingInline: theme.spacing(1.5),
    },
  },
  compactBalance: { '&&': { paddingInline: theme.spacing(1) } },
  bolt: { color: theme.palette.primary.main },
}));

export function SignedInTools({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const balance = useBalance() ?? user?.blitzBalance ?? 0;
  const cartCount = useCartItems().length;
  const css = useClasses();
  return (
    <div className={classes(css.row, compact && css.compactRow)}>
      <PlainButton
        to="/buy-packs"
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<BoltRounded className={css.bolt} />}
        aria-label={t('userMenu.balance', { count: balance })}
        className={classes(css.balance, compact && css.compactBalance)}
      >
        {balance}
      </PlainButton>
      <CheckInStatusButton size={compact ? 'small' : 'medium'} />
      <PlainIconButton to="/dashboard?page=favorites" aria-label={t('userMenu.favourites')} size={compact ? 'small' : 'medium'}>
        <FavoriteBorderRounded />
      </PlainIconButton>
      <PlainIconButton
        to="/dashboard?page=payment"
        aria-label={t('userMenu.cartCount', { count: cartCount })}
        size={compact ? 'small' : 'medium'}
      >
        <CountBadge count={cartCount}>
          <ShoppingCartOutlined />
        </CountBadge>
      </PlainIconButton>
      <UserMenu />
    </div>
  );
}
