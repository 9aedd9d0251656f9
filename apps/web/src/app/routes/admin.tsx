export { default } from '../pages/admin-redirect-page';
