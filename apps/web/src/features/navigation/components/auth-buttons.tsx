// Login and Sign Up for visitors: they open the account modals (SPEC.md section 2), or go to
// the full-page routes where no modal host exists. Signed-in users get their header tools.
import { useTranslation } from '../../../lib/use-translation';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { useSession } from '../../../lib/session';
import { SignedInTools } from './signed-in-tools';
import { PlainButton } from '../../../components/plain-button';
import { classes, createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('auth-buttons', (theme) => ({
  // MUI's Stack: its spacing as a gap (the buttons have no margins of their own).
  row: { display: 'flex', flexDirection: 'row', gap: theme.spacing(1), flexShrink: 0 },
  stacked: { flexDirection: 'column' },
  login: { '&&': { borderColor: theme.palette.divider, whiteSpace: 'nowrap' } },
  signUp: { '&&': { whiteSpace: 'nowrap' } },
}));

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
  const css = useClasses();
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
    <div className={classes(css.row, stacked && css.stacked)}>
      <PlainButton
        {...opener(dialogs?.openLogin, '/login')}
        variant={loginOnly ? 'contained' : 'outlined'}
        color={loginOnly ? 'primary' : 'inherit'}
        size={size}
        className={css.login}
      >
        {t('nav.login')}
      </PlainButton>
      {!loginOnly && (
        <PlainButton {...opener(dialogs?.openSignup, '/signup')} variant="contained" size={size} className={css.signUp}>
          {t('nav.signUp')}
        </PlainButton>
      )}
    </div>
  );
}
