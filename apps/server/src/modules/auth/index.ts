/** The auth module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { hashPassword, verifyPassword } from './passwords';
export { findSessionUserById, isUniqueViolation, nicknameTaken } from './repository';
export { sendResetLink } from './service';
export { bidderMayBidSql, markStaffShopper, userIsStaff } from './staff-shoppers';
export {
  checkSessionToken,
  consumeEmailToken,
  endEmailTokens,
  issueEmailToken,
  issueRefreshToken,
  toSession,
  verifySession,
  type Session,
  type SessionCheck,
} from './tokens';
