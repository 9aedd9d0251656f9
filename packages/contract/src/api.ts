// Every HTTP call of SPEC.md section 7, keyed by its exact path (served as POST /api{path}).
// `response` is the schema of the 200 data; null when the call never answers with data.
import type { z } from 'zod';
import { ASSISTANT_ENDPOINT } from './constants';
import { envelopeSchema } from './common';
import { forgiving, type Forgiving } from './forgiving';
import {
  authEmailBodySchema,
  authTokenResponseSchema,
  magicLinkExchangeBodySchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  registerResponseSchema,
  resetBodySchema,
  signupBodySchema,
} from './auth';
import { auctionGetBodySchema, bidBuddyBodySchema, bidBuddyResultSchema, fullProductSchema } from './auction';
import { winStandingSchema } from './fair-play';
import {
  categoryGetBodySchema,
  departmentGetBodySchema,
  departmentListSchema,
  homePageItemsSchema,
  pagedBodySchema,
  productGroupSchema,
  recentWinningsSchema,
  searchBodySchema,
  searchResultSchema,
  shortProductListSchema,
} from './catalogue';
import { chatBodySchema, chatResponseSchema, aiUserDataSchema } from './chat';
import { imageSaveBodySchema, imageUploadBodySchema, signedUploadListSchema, winningsRemoveImageBodySchema } from './images';
import {
  bidHistoryBodySchema,
  bidHistorySchema,
  cartSchema,
  orderHistoryBodySchema,
  orderHistorySchema,
  orderItemListSchema,
  orderItemSchema,
  orderReturnBodySchema,
} from './orders';
import {
  bidPackListSchema,
  buyNowBodySchema,
  paymentGatewayListSchema,
  paymentLinkBodySchema,
  paymentLinkResponseSchema,
  paymentStatusBodySchema,
  paymentStatusSchema,
} from './payment';
import { profileIconSchema, profileImageResponseSchema, profileUpdateBodySchema, profileViewSchema } from './profile';
import { reportBodySchema } from './report';
import { checkInStatusSchema, dailyRewardStatusSchema, rewardHistorySchema, rewardSchema, rewardSummarySchema } from './rewards';
import { shippingCreateBodySchema, shippingDeleteBodySchema, shippingProfileListSchema, shippingUpdateBodySchema } from './shipping';

/** none: never needs a session; optional: uses one when sent; required: 401 without one. */
export type ApiAuth = 'none' | 'optional' | 'required';

interface ApiCallDef {
  body: z.ZodType;
  response: z.ZodType | null;
  auth: ApiAuth;
}

/** Every body is parsed forgivingly: `null` for an optional field means "not set" (forgiving.ts). */
function call<B extends z.ZodType, R extends z.ZodType | null, A extends ApiAuth>(
  body: B,
  response: R,
  auth: A,
): { body: Forgiving<B>; response: R; auth: A } {
  return { body: forgiving(body), response, auth };
}

/** A body with nothing but the envelope. */
const empty = envelopeSchema;

export const apiCalls = {
  // Auth
  '/auth/email': call(authEmailBodySchema, null, 'none'),
  '/auth/signup': call(signupBodySchema, authTokenResponseSchema, 'none'),
  '/auth/register': call(registerBodySchema, registerResponseSchema, 'none'),
  '/auth/login': call(loginBodySchema, authTokenResponseSchema, 'none'),
  '/auth/forgot': call(authEmailBodySchema, null, 'none'),
  '/auth/reset': call(resetBodySchema, authTokenResponseSchema, 'none'),
  '/auth/magiclink': call(authEmailBodySchema, null, 'none'),
  '/auth/refresh': call(refreshBodySchema, authTokenResponseSchema, 'required'),
  /** Not in SPEC.md: signs out on the server (202): this and every other session of the account ends. */
  '/auth/logout': call(refreshBodySchema, null, 'required'),
  /** Not named in SPEC.md: the `/auth/{jwt}` page trades the magic-link JWT for a session. */
  '/auth/magic': call(magicLinkExchangeBodySchema, authTokenResponseSchema, 'none'),

  // Rewards
  '/reward/checkIn': call(empty, rewardSchema, 'required'),
  '/reward/daily': call(empty, dailyRewardStatusSchema, 'required'),
  '/reward/history': call(empty, rewardHistorySchema, 'required'),
  /** The daily check-in status call SPEC.md does not show in detail: checkedIn, today and the streak. */
  '/reward/status': call(empty, checkInStatusSchema, 'required'),
  /** Not named in SPEC.md: balances, the profile checklist and the referral figures of the rewards section. */
  '/reward/summary': call(empty, rewardSummarySchema, 'required'),

  // Auctions and catalogue
  '/auction/getMajor': call(empty, shortProductListSchema, 'optional'),
  '/auction/get': call(auctionGetBodySchema, fullProductSchema, 'optional'),
  '/auction/getHomePageItems': call(pagedBodySchema, homePageItemsSchema, 'optional'),
  '/departments/get': call(empty, departmentListSchema, 'optional'),
  '/department/get': call(departmentGetBodySchema, productGroupSchema, 'optional'),
  '/category/get': call(categoryGetBodySchema, productGroupSchema, 'optional'),
  '/favorite/get': call(empty, shortProductListSchema, 'required'),
  '/winnings/recent': call(pagedBodySchema, recentWinningsSchema, 'optional'),
  '/search/auction': call(searchBodySchema, searchResultSchema, 'optional'),
  '/auction/bidBuddy': call(bidBuddyBodySchema, bidBuddyResultSchema, 'required'),
  /** Not named in SPEC.md: the shopper's standing against the win limits on an auction (issue 14). */
  '/auction/winLimits': call(auctionGetBodySchema, winStandingSchema, 'required'),
  /** Not named in SPEC.md: the bid packs the buy-packs page offers. */
  '/packs/get': call(empty, bidPackListSchema, 'optional'),

  // Images and winnings
  '/image/upload': call(imageUploadBodySchema, signedUploadListSchema, 'required'),
  '/image/save': call(imageSaveBodySchema, orderItemListSchema, 'required'),
  '/winnings/removeImage': call(winningsRemoveImageBodySchema, null, 'required'),

  // Profile
  '/profile/view': call(empty, profileViewSchema, 'required'),
  '/profile/update': call(profileUpdateBodySchema, authTokenResponseSchema, 'required'),
  '/profile/icon': call(empty, profileIconSchema, 'required'),
  /** The header's profile fetch (its path is not shown in SPEC.md). */
  '/profile/image': call(empty, profileImageResponseSchema, 'required'),
  '/profile/chat/details': call(empty, aiUserDataSchema, 'required'),

  // Report
  '/report/create': call(reportBodySchema, null, 'optional'),

  // Shipping
  '/shipping/get': call(empty, shippingProfileListSchema, 'required'),
  '/shipping/create': call(shippingCreateBodySchema, null, 'required'),
  '/shipping/update': call(shippingUpdateBodySchema, null, 'required'),
  '/shipping/delete': call(shippingDeleteBodySchema, null, 'required'),

  // Orders and bids
  '/orders/history': call(orderHistoryBodySchema, orderHistorySchema, 'required'),
  /** Not named in SPEC.md: asks for the return of a delivered order (DESIGN.md 'Orders'); answers the item. */
  '/orders/return': call(orderReturnBodySchema, orderItemSchema, 'required'),
  '/bids/history': call(bidHistoryBodySchema, bidHistorySchema, 'required'),
  '/bids/active': call(empty, shortProductListSchema, 'required'),

  // Payment
  '/payment/link': call(paymentLinkBodySchema, paymentLinkResponseSchema, 'required'),
  /** Not named in SPEC.md: the gateways the checkout offers (card, instant EFT, AMEX). */
  '/payment/gateways': call(empty, paymentGatewayListSchema, 'required'),
  /** Not named in SPEC.md: how a payment ended, for the shop's return page. */
  '/payment/status': call(paymentStatusBodySchema, paymentStatusSchema, 'required'),
  /** Not named in SPEC.md: buy-now adds the item to the cart; answers the cart as pushed by add-to-cart. */
  '/auction/buyNow': call(buyNowBodySchema, cartSchema, 'required'),

  // Assistant
  [ASSISTANT_ENDPOINT]: call(chatBodySchema, chatResponseSchema, 'optional'),
} as const satisfies Record<string, ApiCallDef>;

export type ApiCalls = typeof apiCalls;
export type ApiPath = keyof ApiCalls;
/** What a caller passes (before defaults and trimming). */
export type ApiBody<P extends ApiPath> = z.input<ApiCalls[P]['body']>;
/** What a handler receives after parsing. */
export type ApiParsedBody<P extends ApiPath> = z.output<ApiCalls[P]['body']>;
export type ApiResponse<P extends ApiPath> = ApiCalls[P]['response'] extends z.ZodType ? z.output<ApiCalls[P]['response']> : null;

export const API_PATHS = Object.keys(apiCalls) as ApiPath[];

export function isApiPath(path: string): path is ApiPath {
  return Object.prototype.hasOwnProperty.call(apiCalls, path);
}
