/** The wallet module's face: what other parts of the server use of it. */
export { balanceOf, blitzChangeSql, blitzCount, changeBlitz, totalBlitz, type Balance } from './ledger';
