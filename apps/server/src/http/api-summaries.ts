/**
 * The one-line summary of every call in the API document (api-document.ts), from SPEC.md section 7
 * for the shop's calls and from the contract's notes for the rest. Kept on the server: the contract
 * ships in the shop's bundle, which these lines would only make heavier. Typed by path, so a new
 * call without a summary fails the typecheck.
 */
import type { ApiPath, StaffPath } from '@blitz/contract';

export const SHOP_SUMMARIES: Record<ApiPath, string> = {
  '/auth/email': 'Send a sign-up email',
  '/auth/signup': 'Create an account from the emailed token',
  '/auth/register': 'Start a sign-up from the header',
  '/auth/login': 'Sign in with a login token',
  '/auth/forgot': 'Send a password-reset email',
  '/auth/reset': 'Set a new password from the emailed token',
  '/auth/magiclink': 'Send a magic sign-in link',
  '/auth/refresh': 'Renew the session',
  '/auth/logout': 'Sign out of every session',
  '/auth/magic': 'Trade a magic-link token for a session',

  '/reward/checkIn': 'Check in for the daily reward',
  '/reward/daily': "Whether today's reward is earned",
  '/reward/history': 'Rewards earned so far',
  '/reward/status': "Today's check-in and the streak",
  '/reward/summary': 'Balances, profile checklist and referrals',

  '/auction/getMajor': 'The featured auctions',
  '/auction/get': 'One auction in full',
  '/auction/getHomePageItems': "A page of the home page's auctions",
  '/departments/get': 'Every department',
  '/department/get': "One department's auctions",
  '/category/get': "One category's auctions",
  '/favorite/get': "The shopper's favourite auctions",
  '/winnings/recent': 'A page of recent winnings',
  '/search/auction': 'Search and filter auctions',
  '/auction/bidBuddy': 'Set or stop a bid buddy',
  '/auction/winLimits': "The shopper's standing against the win limits",
  '/packs/get': 'The bid packs on sale',

  '/image/upload': 'Signed upload addresses for an image',
  '/image/save': 'Attach an uploaded image to a winning',
  '/winnings/removeImage': "Remove a winning's image",

  '/profile/view': "The shopper's profile",
  '/profile/update': 'Change the profile',
  '/profile/icon': "The profile image's address",
  '/profile/image': "The header's profile image",
  '/profile/chat/details': "The shopper's details for the assistant",

  '/report/create': 'Report a problem',

  '/shipping/get': 'The shipping profiles',
  '/shipping/create': 'Add a shipping profile',
  '/shipping/update': 'Change a shipping profile',
  '/shipping/delete': 'Delete a shipping profile',

  '/orders/history': 'A page of orders',
  '/orders/return': 'Ask for the return of a delivered order',
  '/bids/history': 'A page of past bids',
  '/bids/active': 'Auctions the shopper is bidding on',

  '/payment/link': 'Start a payment',
  '/payment/gateways': 'The payment gateways on offer',
  '/payment/status': 'How a payment ended',
  '/auction/buyNow': 'Put an auction item in the cart at its buy-now price',

  '/blitz-chat': 'Ask the assistant',
};

export const STAFF_SUMMARIES: Record<StaffPath, string> = {
  '/auth/login': 'Staff sign-in',
  '/auth/setup': 'Set a staff password from the emailed setup link',
  '/auth/me': 'The signed-in staff member',

  '/staff/list': 'Every staff member',
  '/staff/create': 'Add a staff member',
  '/staff/update': "Change a staff member's role or activity",
  '/staff/resend-setup': 'Send the setup email again',

  '/audit/list': 'A page of the audit log',

  '/auctions/list': 'A page of auctions',
  '/auctions/get': 'One auction',
  '/auctions/options': 'Choices for the auction form',
  '/auctions/create': 'Create an auction',
  '/auctions/update': 'Change an auction',
  '/auctions/clone': 'Copy an auction',
  '/auctions/withdraw': 'Withdraw an auction',

  '/orders/list': 'A page of orders',
  '/orders/get': 'One order',
  '/orders/fulfil': "Change an order's fulfilment status",
  '/orders/return-decision': 'Accept or refuse a return',
  '/orders/export': 'The filtered orders as CSV',

  '/users/search': 'Search shoppers',
  '/users/get': 'One shopper',
  '/users/ledger': "A page of a shopper's ledger",
  '/users/bids': "A page of a shopper's bids",
  '/users/adjust': "Adjust a shopper's balance",
  '/users/ban': 'Ban or unban a shopper',
  '/users/send-setup': 'Send a shopper a password link',

  '/reports/list': 'A page of problem reports',
  '/reports/get': 'One problem report',
  '/reports/status': "Change a report's status",
  '/reports/note': 'Add an internal note to a report',
  '/reports/reply': 'Reply to the reporter',

  '/catalogue/upload': 'A signed address to upload a catalogue picture',
  '/catalogue/departments': 'Departments and their categories',
  '/catalogue/department/save': 'Add or change a department',
  '/catalogue/department/delete': 'Delete a department',
  '/catalogue/category/save': 'Add or change a category',
  '/catalogue/category/delete': 'Delete a category',
  '/catalogue/order': 'Reorder departments and categories',
  '/catalogue/items/list': 'A page of catalogue items',
  '/catalogue/items/get': 'One catalogue item',
  '/catalogue/items/save': 'Add or change a catalogue item',
  '/catalogue/items/add-image': 'Add an image to an item',
  '/catalogue/items/remove-image': "Remove an item's image",
  '/catalogue/reviews/delete': 'Delete a review',

  '/packs/list': 'Every bid pack',
  '/packs/save': 'Add or change a bid pack',

  '/figures/get': "The shop's figures",
  '/overview/get': 'What needs the staff member now',
};
