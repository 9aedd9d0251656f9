// Owns the account modals (login, sign-up, forgot password, magic link) and the Report a Problem
// modal, so any button in the shop can open them through useAccountDialogs(). Outside the
// provider the hook returns null and callers fall back to the full-page routes.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../report/report-dialog';
import { AccountModal } from './account-modal';
import { EmailLinkDialog, type EmailLinkKind } from './email-link-dialog';
import { LoginForm } from './login-form';
import { reloadPage } from './page-reload';
import { SignupForm } from './signup-form';

export interface AccountDialogsApi {
  openLogin(): void;
  openSignup(): void;
  openEmailLink(kind: EmailLinkKind, email?: string): void;
  openReport(): void;
}

const AccountDialogsContext = createContext<AccountDialogsApi | null>(null);

export function useAccountDialogs(): AccountDialogsApi | null {
  return useContext(AccountDialogsContext);
}

type Open = 'login' | 'signup' | 'report' | EmailLinkKind | null;

export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [linkEmail, setLinkEmail] = useState('');
  const close = () => setOpen(null);

  const api = useMemo<AccountDialogsApi>(
    () => ({
      openLogin: () => setOpen('login'),
      openSignup: () => setOpen('signup'),
      openEmailLink: (kind, email = '') => {
        setLinkEmail(email);
        setOpen(kind);
      },
      openReport: () => setOpen('report'),
    }),
    [],
  );

  return (
    <AccountDialogsContext.Provider value={api}>
      {children}
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
      {(open === 'forgot' || open === 'magic') && (
        <EmailLinkDialog key={open} kind={open} open initialEmail={linkEmail} onClose={close} />
      )}
      {open === 'report' && <ReportDialog open onClose={close} />}
    </AccountDialogsContext.Provider>
  );
}
