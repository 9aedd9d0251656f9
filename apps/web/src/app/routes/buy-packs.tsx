export { BuyPacksPage as default } from '../pages/shop-pages';
