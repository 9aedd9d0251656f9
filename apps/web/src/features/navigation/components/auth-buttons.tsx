// Login and Sign Up for visitors: they open the account modals (SPEC.md section 2), or go to
// the full-page routes where no modal host exists. Signed-in users get their header tools.
import { useTranslation } from '../../../lib/use-translation';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { SignedInTools } from './signed-in-tools';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import styles from './auth-buttons.module.css';

interface AuthButtonsProps {
  stacked?: boolean;
  compact?: boolean;
  /** Only the Login button (the mobile bar). */
  loginOnly?: boolean;
  /** Called before a modal opens (the mobile drawer closes itself). */
  onOpen?: () => void;
}

export function AuthButtons({ stacked = false, compact = false, loginOnly = false, onOpen }: AuthButtonsProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const dialogs = useAccountDialogs();
  const size = compact || loginOnly ? 'small' : 'medium';
  if (signedIn) return stacked ? null : <SignedInTools compact={compact || loginOnly} />;
  const opener = (open: (() => void) | undefined, to: string) =>
    dialogs && open
      ? {
          onClick: () => {
            onOpen?.();
            open();
          },
        }
      : { to };
  return (
    <div className={cx(styles.row, stacked && styles.stacked)}>
      <Button
        {...opener(dialogs?.openLogin, '/login')}
        variant={loginOnly ? 'contained' : 'outlined'}
        color={loginOnly ? 'primary' : 'inherit'}
        size={size}
        className={styles.login}
      >
        {t('nav.login')}
      </Button>
      {!loginOnly && (
        <Button {...opener(dialogs?.openSignup, '/signup')} variant="contained" size={size} className={styles.signUp}>
          {t('nav.signUp')}
        </Button>
      )}
    </div>
  );
}
