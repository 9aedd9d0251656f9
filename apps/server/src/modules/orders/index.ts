/** The orders module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { forfeitOverdueWins } from './forfeit-overdue-wins';
export { createOrderHistory, orderFilters } from './history';
export { createWonOrder } from './won-order';
