export { MagicLinkPage as default } from '../pages/auth/token-pages';
