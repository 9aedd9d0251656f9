export { SetupAccountPage as default } from '../pages/auth/token-pages';
