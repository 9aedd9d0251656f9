// Pages reached from emailed links (SPEC.md section 2): /setup-account/{token},
// /reset-password/{token} and the magic link /auth/{jwtToken}. Without a token each shows
// 'Please check your link'.
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

export function SetupAccountPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  if (!hasToken(token)) return <CheckLinkNotice pageTitle={t('pages.setupAccount')} />;
  return (
    <AuthCard title={t('pages.setupAccount')} intro={t('auth.setupIntro')}>
      <SetupAccountForm token={token} />
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  if (!hasToken(token)) return <CheckLinkNotice pageTitle={t('pages.resetPassword')} />;
  return (
    <AuthCard title={t('pages.resetPassword')} intro={t('auth.resetIntro')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  const { jwtToken } = useParams();
  if (!hasToken(jwtToken)) return <CheckLinkNotice pageTitle={t('pages.auth')} />;
  return (
    <AuthCard title={t('pages.auth')}>
      <MagicLinkSignIn token={jwtToken} />
    </AuthCard>
  );
}
