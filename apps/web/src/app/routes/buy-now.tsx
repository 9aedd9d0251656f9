export { BuyNowPage as default } from '../pages/shop-pages';
