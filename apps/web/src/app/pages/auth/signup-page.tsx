// /signup: sign-up as a page (SPEC.md section 2); closing returns to /. The form itself arrives
// with the auth issue.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from './auth-card';

export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('pages.signup')} intro={t('auth.signupIntro')} onClose={() => void navigate('/')}>
      <Typography color="text.secondary">
        {t('auth.haveAccount')}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
          {t('nav.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
