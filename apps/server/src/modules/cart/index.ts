/** The cart module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { buyNowOpenTo } from './buy-now-window';
export { cartItemsOf } from './cart-items';
export { cartLinesOf, cartTypeOf, type CartLine } from './cart-lines';
export { changeCart } from './service';
