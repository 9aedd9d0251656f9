/** The staff module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { runningAuctions } from './auctions/monitor';
export { checkStaffToken, type StaffPrincipal, type StaffTokenCheck } from './tokens';
