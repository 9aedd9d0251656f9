// The signed-in header tools (SPEC.md section 2): Blitz balance to /buy-packs, favourites heart,
// cart with its item-count badge and the avatar menu, in every header variant, so a shopper on a
// phone sees a won item waiting in the cart, and the daily check-in status (SPEC.md 'Shared app
// state': checkedIn). `compact` (tablet and phone bars) draws the icon buttons smaller. The balance and the cart follow the realtime
// channel (new-bids-count, add-to-cart).
import Heart from 'lucide-react/icons/heart';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from '../../../lib/use-translation';
import { CheckInStatusButton } from '../../../components/check-in-status-button';
import { CountBadge } from '../../../components/count-badge';
import { Button, IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { useBalance, useCartItems } from '../../../lib/realtime/live-hooks';
import { useSession } from '../../../lib/session';
import { UserMenu } from './user-menu';
import styles from './signed-in-tools.module.css';

export function SignedInTools({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const balance = useBalance() ?? user?.blitzBalance ?? 0;
  const cartCount = useCartItems().length;
  return (
    <div className={cx(styles.row, compact && styles.compactRow)}>
      <Button
        to="/buy-packs"
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<Zap aria-hidden className={styles.bolt} />}
        aria-label={t('userMenu.balance', { count: balance })}
        className={cx(styles.balance, compact && styles.compactBalance)}
      >
        {balance}
      </Button>
      <CheckInStatusButton size={compact ? 'small' : 'medium'} />
      <IconButton to="/dashboard?page=favorites" aria-label={t('userMenu.favourites')} size={compact ? 'small' : 'medium'}>
        <Heart aria-hidden />
      </IconButton>
      <IconButton
        to="/dashboard?page=payment"
        aria-label={t('userMenu.cartCount', { count: cartCount })}
        size={compact ? 'small' : 'medium'}
      >
        <CountBadge count={cartCount}>
          <ShoppingCart aria-hidden />
        </CountBadge>
      </IconButton>
      <UserMenu />
    </div>
  );
}
