// /login: the full-page login (SPEC.md section 2). The form itself arrives with the auth issue.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.login')} intro={t('auth.loginIntro')}>
      <Typography color="text.secondary">
        {t('auth.noAccount')}{' '}
        <Link component={RouterLink} to="/signup" sx={{ fontWeight: 700 }}>
          {t('nav.signUp')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
