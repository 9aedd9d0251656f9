export { PaymentDonePage as default } from '../pages/shop-pages';
