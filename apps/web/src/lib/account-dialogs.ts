// The account modals (login, sign-up, forgot password, magic link) and the Report a Problem modal,
// as any button in the shop opens them: app/overlays/account-dialogs.tsx provides them. Outside the
// provider the hook returns null and callers fall back to the full-page routes.
import { createContext, useContext } from 'react';

export type EmailLinkKind = 'forgot' | 'magic';

export interface AccountDialogsApi {
  openLogin(): void;
  openSignup(): void;
  openEmailLink(kind: EmailLinkKind, email?: string): void;
  openReport(): void;
}

export const AccountDialogsContext = createContext<AccountDialogsApi | null>(null);

export function useAccountDialogs(): AccountDialogsApi | null {
  return useContext(AccountDialogsContext);
}
