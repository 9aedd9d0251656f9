// The contract's numbers under the names the shop's texts interpolate them by ({{seconds}},
// {{minDays}}...): the terms, the guide and the about page state the rules the server applies.
import {
  AUCTION_END_RETAIL_PERCENT,
  BID_TIMER_SECONDS,
  MIN_BIDDER_AGE,
  RETURN_REQUEST_DAYS,
  RETURNS_DAYS,
  SHIPPING_DAYS_MAX,
  SHIPPING_DAYS_MIN,
} from '@blitz/contract';

export const TEXT_VALUES = {
  minAge: MIN_BIDDER_AGE,
  seconds: BID_TIMER_SECONDS,
  percent: AUCTION_END_RETAIL_PERCENT,
  minDays: SHIPPING_DAYS_MIN,
  maxDays: SHIPPING_DAYS_MAX,
  returnDays: RETURNS_DAYS,
  requestDays: RETURN_REQUEST_DAYS,
};
