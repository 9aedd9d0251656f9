// The account modals (login, sign-up, forgot password, magic link) and the Report a Problem modal
// that AccountDialogsProvider shows; loaded the first time one of them opens.
import { useTranslation } from '../../lib/use-translation';
import { AccountModal } from '../../features/auth/account-modal';
import { EmailLinkDialog } from '../../features/auth/email-link-dialog';
import { LoginForm } from '../../features/auth/login-form';
import { reloadPage } from '../../features/auth/page-reload';
import { SignupForm } from '../../features/auth/signup-form';
import { ReportDialog } from '../../features/report/report-dialog';
import type { AccountDialogsApi, EmailLinkKind } from '../../lib/account-dialogs';

export type Open = 'login' | 'signup' | 'report' | EmailLinkKind | null;

export interface AccountDialogViewsProps {
  open: Open;
  linkEmail: string;
  api: AccountDialogsApi;
  onClose: () => void;
}

export default function AccountDialogViews({ open, linkEmail, api, onClose: close }: AccountDialogViewsProps) {
  const { t } = useTranslation();
  return (
    <>
      <AccountModal open={open === 'login'} title={t('login.title')} intro={t('login.intro')} maxWidth="xs" onClose={close}>
        <LoginForm
          onForgot={() => api.openEmailLink('forgot')}
          onMagicLink={(email) => api.openEmailLink('magic', email)}
          onSignUp={api.openSignup}
          onSignedIn={() => {
            close();
            reloadPage();
          }}
        />
      </AccountModal>
      <AccountModal open={open === 'signup'} title={t('signup.title')} intro={t('signup.intro')} maxWidth="md" onClose={close}>
        <SignupForm onLogin={api.openLogin} onDone={close} />
      </AccountModal>
      {(open === 'forgot' || open === 'magic') && <EmailLinkDialog key={open} kind={open} open initialEmail={linkEmail} onClose={close} />}
      {open === 'report' && <ReportDialog open onClose={close} />}
    </>
  );
}
