// /login: the login form as a full page (SPEC.md section 2); after success the user goes to `/`
// with a full reload.
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { LoginForm } from '../../../features/auth/login-form';
import { goToPage } from '../../../features/auth/page-reload';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useAccountDialogs();
  return (
    <AuthCard title={t('pages.login')} intro={t('auth.loginIntro')}>
      <LoginForm
        onForgot={() => dialogs?.openEmailLink('forgot')}
        onMagicLink={(email) => dialogs?.openEmailLink('magic', email)}
        onSignUp={() => void navigate('/signup')}
        onSignedIn={() => goToPage('/')}
        autoFocus
      />
    </AuthCard>
  );
}
