// Pages reached from emailed links (SPEC.md section 2): /setup-account/{token},
// /reset-password/{token} and the magic link /auth/{jwtToken}. Without a token each shows
// 'Please check your link'.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { MagicLinkSignIn } from '../../../features/auth/magic-link-sign-in';
import { ResetPasswordForm } from '../../../features/auth/reset-password-form';
import { SetupAccountForm } from '../../../features/auth/setup-account-form';
import { AuthCard } from './auth-card';
import { CheckLinkNotice } from './check-link-notice';

function hasToken(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

interface TokenPageProps {
  /** The route parameter that holds the token. */
  param: 'token' | 'jwtToken';
  title: string;
  intro?: string;
  /** What the token opens. */
  children: (token: string) => ReactNode;
}

/** The page of an emailed link: what its token opens, in the account card, or the notice without one. */
function TokenPage({ param, title, intro, children }: TokenPageProps) {
  const token = useParams()[param];
  if (!hasToken(token)) return <CheckLinkNotice pageTitle={title} />;
  return (
    <AuthCard title={title} intro={intro}>
      {children(token)}
    </AuthCard>
  );
}

export function SetupAccountPage() {
  const { t } = useTranslation();
  return (
    <TokenPage param="token" title={t('pages.setupAccount')} intro={t('auth.setupIntro')}>
      {(token) => <SetupAccountForm token={token} />}
    </TokenPage>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <TokenPage param="token" title={t('pages.resetPassword')} intro={t('auth.resetIntro')}>
      {(token) => <ResetPasswordForm token={token} />}
    </TokenPage>
  );
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  return (
    <TokenPage param="jwtToken" title={t('pages.auth')}>
      {(token) => <MagicLinkSignIn token={token} />}
    </TokenPage>
  );
}
