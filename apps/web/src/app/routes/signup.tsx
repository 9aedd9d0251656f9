export { default } from '../pages/auth/signup-page';
