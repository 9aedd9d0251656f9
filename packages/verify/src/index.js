// @ts-check
/** @blitz/verify: check an auction record of a Blitz Auctions shop with the published rules alone. */
export { canonicalEntry, dayDigest, entryHash, GENESIS_HASH } from './canonical.js';
export { recordTime, RETAIL_END_PERCENT, verifyRecord } from './replay.js';
export { formatReport } from './report.js';
export { loadRecord, RECORD_FORMAT, recordUrl } from './load.js';
