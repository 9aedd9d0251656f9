export { ResetPasswordPage as default } from '../pages/auth/token-pages';
