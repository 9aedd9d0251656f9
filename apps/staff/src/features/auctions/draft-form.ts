// The auction form's state (text as typed) and its conversion to the contract's draft, checked
// with the same schema and rules the server applies, field by field.
import {
  AUCTION_DRAFT_PROBLEMS,
  auctionDraftProblems,
  auctionDraftSchema,
  BID_TIMER_SECONDS,
  type AuctionDraftInput,
  type BidType,
  type StaffAuction,
} from '@blitz/contract';
import { isoToLocalInput, localInputToIso } from './local-time';

export interface DraftForm {
  itemId: number | null;
  title: string;
  description: string;
  departmentId: number | '';
  categoryId: number | '';
  major: boolean;
  auctionTime: string;
  openingMinutes: string;
  auctionTimer: string;
  bidIncrement: string;
  startingAmount: string;
  retailPrice: string;
  buyNowPrice: string;
  buyNowEnabled: boolean;
  bidType: BidType;
  buddyAllowed: boolean;
  featured: boolean;
  lockPrice: string;
}

export type FormErrors = Partial<Record<keyof DraftForm, string>>;

export function emptyForm(now = new Date()): DraftForm {
  return {
    itemId: null,
    title: '',
    description: '',
    departmentId: '',
    categoryId: '',
    major: false,
    auctionTime: isoToLocalInput(new Date(now.getTime() + 3_600_000).toISOString()),
    openingMinutes: '60',
    auctionTimer: String(BID_TIMER_SECONDS),
    bidIncrement: '0.10',
    startingAmount: '0.00',
    retailPrice: '',
    buyNowPrice: '',
    buyNowEnabled: true,
    bidType: 'Standard',
    buddyAllowed: true,
    featured: false,
    lockPrice: '',
  };
}

export function formOf(auction: StaffAuction): DraftForm {
  return {
    itemId: auction.itemId,
    title: auction.title,
    description: auction.description,
    departmentId: auction.departmentId,
    categoryId: auction.categoryId ?? '',
    major: auction.major,
    auctionTime: isoToLocalInput(auction.auctionTime),
    openingMinutes: String(auction.openingSeconds / 60),
    auctionTimer: String(auction.auctionTimer),
    bidIncrement: auction.bidIncrement,
    startingAmount: auction.startingAmount,
    retailPrice: auction.retailPrice,
    buyNowPrice: auction.buyNowPrice ?? '',
    buyNowEnabled: auction.buyNowEnabled,
    bidType: auction.bidType,
    buddyAllowed: auction.buddyAllowed,
    featured: auction.featured,
    lockPrice: auction.lockPrice ?? '',
  };
}

const MESSAGES: FormErrors = {
  itemId: 'Choose the product to auction.',
  title: 'A title is needed (up to 200 characters).',
  description: 'Up to 10,000 characters.',
  departmentId: 'Choose a department.',
  auctionTime: 'Choose a date and time.',
  openingMinutes: 'Whole minutes from 0 to 10,080 (a week).',
  auctionTimer: 'Whole seconds from 1 to 3,600.',
  bidIncrement: 'An amount like 0.10.',
  startingAmount: 'An amount like 1.00.',
  retailPrice: 'An amount like 1299.00.',
  buyNowPrice: 'An amount like 1199.00, or empty for the retail price.',
  lockPrice: 'An amount like 250.00.',
};

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft the form stands for and the problems of each field (none: the draft may be sent). */
export function checkForm(form: DraftForm, originalAuctionTime?: string): { draft: AuctionDraftInput | null; errors: FormErrors } {
  const openingMinutes = number(form.openingMinutes);
  const input: Record<string, unknown> = {
    itemId: form.itemId,
    title: form.title,
    description: form.description,
    departmentId: form.departmentId === '' ? null : form.departmentId,
    categoryId: form.major || form.categoryId === '' ? null : form.categoryId,
    major: form.major,
    auctionTime: localInputToIso(form.auctionTime),
    openingSeconds: Number.isInteger(openingMinutes) ? openingMinutes * 60 : Number.NaN,
    auctionTimer: number(form.auctionTimer),
    bidIncrement: form.bidIncrement.trim(),
    startingAmount: form.startingAmount.trim(),
    retailPrice: form.retailPrice.trim(),
    buyNowPrice: form.buyNowPrice.trim() || null,
    buyNowEnabled: form.buyNowEnabled,
    bidType: form.bidType,
    buddyAllowed: form.buddyAllowed,
    featured: form.featured,
    lockPrice: form.bidType === 'Locked' ? form.lockPrice.trim() || null : null,
  };
  const parsed = auctionDraftSchema.safeParse(input);
  const errors: FormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = (key === 'openingSeconds' ? 'openingMinutes' : key) as keyof DraftForm;
      errors[field] = MESSAGES[field] ?? 'Check this field.';
    }
    return { draft: null, errors };
  }
  for (const problem of auctionDraftProblems(parsed.data, new Date(), originalAuctionTime)) {
    errors[problem] = AUCTION_DRAFT_PROBLEMS[problem];
  }
  return Object.keys(errors).length > 0 ? { draft: null, errors } : { draft: input as AuctionDraftInput, errors };
}
