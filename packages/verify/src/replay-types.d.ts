/** Types of @blitz/verify/replay: the replay alone, without the loader (which reads files), for a browser page. */
export { recordTime, RETAIL_END_PERCENT, verifyRecord } from './index';
export type { AuctionRecord, Check, HouseAccount, RecordEntry, VerifyReport } from './index';
