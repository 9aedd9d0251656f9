// Pages reached from emailed links (SPEC.md section 2): /setup-account/{token},
// /reset-password/{token} and the magic link /auth/{jwtToken}. Without a token each shows
// 'Please check your link'. Completing them arrives with the auth issue.
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthCard } from './auth-card';
import { CheckLinkNotice } from './check-link-notice';

function hasToken(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

export function SetupAccountPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  if (!hasToken(token)) return <CheckLinkNotice pageTitle={t('pages.setupAccount')} />;
  return <AuthCard title={t('pages.setupAccount')} intro={t('auth.setupIntro')} />;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  if (!hasToken(token)) return <CheckLinkNotice pageTitle={t('pages.resetPassword')} />;
  return <AuthCard title={t('pages.resetPassword')} intro={t('auth.resetIntro')} />;
}

export function MagicLinkPage() {
  const { t } = useTranslation();
  const { jwtToken } = useParams();
  if (!hasToken(jwtToken)) return <CheckLinkNotice pageTitle={t('pages.auth')} />;
  return (
    <AuthCard title={t('pages.auth')}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>{t('auth.authenticating')}</Typography>
        <Typography color="text.secondary">{t('auth.authenticatingHint')}</Typography>
      </Stack>
    </AuthCard>
  );
}
