/**
 * The shop's figures that the passages of every language quote, in one place for all of them: the
 * contract's constants (two under the short names the texts use), the terms' date in words and the
 * names of the shop's languages.
 * A passage reads them as `facts.NAME`, so a changed figure changes every language at once.
 */
export {
  AUCTION_END_RETAIL_PERCENT as END_PCT,
  BID_COST_BLITZ,
  BID_TIMER_SECONDS as TIMER,
  BUDDY_BID_WINDOW_SECONDS as BUDDY,
  BUY_NOW_AFTER_END_HOURS,
  DAILY_CHECK_IN_REWARD_BLITZ,
  MIN_BIDDER_AGE,
  PROFILE_COMPLETION_REWARD_BLITZ,
  REFERRED_REWARD_BLITZ,
  REFERRER_REWARD_BLITZ,
  RETURN_REQUEST_DAYS,
  RETURNS_DAYS,
  SHIPPING_DAYS_MAX,
  SHIPPING_DAYS_MIN,
  WINNER_PAYMENT_DAYS,
} from '@blitz/contract';
export { TERMS_DATE_TEXT } from './terms-date';
export { LANGUAGE_KEYWORDS, languageNames } from './language-names';
