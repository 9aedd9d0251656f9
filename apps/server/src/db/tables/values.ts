import { AUCTION_STATUSES, BID_TYPES, ORDER_STATUSES, REPORT_STATUSES, REWARD_TYPES } from '@blitz/contract';

/**
 * Closed value lists stored in text columns and enforced with CHECK constraints. Wire-visible lists
 * (auction status, bid type, order status, report status, reward type) come from the contract; the others are server-internal.
 */
export const USER_ROLES = ['user', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const AUTH_TOKEN_PURPOSES = ['setup', 'reset', 'magic', 'staff-setup'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Why a Blitz balance changed; every ledger row carries one. */
export const LEDGER_KINDS = ['purchase', 'bid', 'buddy-reserve', 'buddy-return', 'reward', 'buy-now-return', 'adjustment', 'seed'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ORDER_ITEM_KINDS = ['auction', 'bids', 'buy-now'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

export const PAYMENT_STATUSES = ['pending', 'complete', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export const CHAT_ROLES = ['user', 'assistant', 'system'] as const;

export { AUCTION_STATUSES, BID_TYPES, ORDER_STATUSES, REPORT_STATUSES, REWARD_TYPES };

/** What an upload is for: a shopper's profile picture or winner photo, or a staff member's catalogue picture. */
export const UPLOAD_SECTIONS = ['profile', 'winner', 'catalogue'] as const;
export type UploadSection = (typeof UPLOAD_SECTIONS)[number];
