// /signup: sign-up as a page (SPEC.md section 2); closing returns to /.
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { SignupForm } from '../../../features/auth/signup-form';
import { AuthCard } from './auth-card';

export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = () => void navigate('/');
  return (
    <AuthCard title={t('pages.signup')} intro={t('auth.signupIntro')} onClose={home}>
      <SignupForm onLogin={() => void navigate('/login')} onDone={home} autoFocus />
    </AuthCard>
  );
}
