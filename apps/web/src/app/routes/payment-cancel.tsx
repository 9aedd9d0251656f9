export { PaymentCancelPage as default } from '../pages/shop-pages';
