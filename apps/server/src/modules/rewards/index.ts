/** The rewards module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { announceGrants, grantProfileCompletion, grantReferralRewards, type Grant } from './service';
