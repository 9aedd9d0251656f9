// Hosts the account modals (login, sign-up, forgot password, magic link) and the Report a Problem
// modal, so any button in the shop can open them through useAccountDialogs() (lib/account-dialogs).
// The modals themselves are a chunk of their own, fetched the first time one opens.
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../components/opened-once';
import { lazyWithReload } from '../../lib/chunk-reload';
import { AccountDialogsContext, type AccountDialogsApi } from '../../lib/account-dialogs';
import type { Open } from './account-dialog-views';

const AccountDialogViews = lazyWithReload(() => import('./account-dialog-views'));

export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  const opened = useOpenedOnce(open !== null);
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
      {opened && (
        <Suspense fallback={null}>
          <AccountDialogViews open={open} linkEmail={linkEmail} api={api} onClose={close} />
        </Suspense>
      )}
    </AccountDialogsContext.Provider>
  );
}
