/** English: the complete bundle and everyone's fallback. */
import { EN_PASSAGES } from './en-passages';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, headed, listOr, orderRow } from './join-list';

export const EN: LanguageKnowledge = {
  passages: EN_PASSAGES,
  liveKeywords: {
    balance: 'how many blitz do i have my balance credits left remaining wallet bids left',
    checkIn: 'did i check in today checked daily check-in checkin claimed',
    bids: 'my auctions am i leading winning auctions i bid on my bids active',
    buddies: 'my bidbuddy buddies reserve reserved left',
    wins: 'what did i win my wins won items how long to pay days left deadline',
    cart: 'my cart basket what is in my cart',
    orders: 'where is my order status tracking number courier delivered shipped parcel',
    packs: 'bid pack packs price cost how much are blitz prices buy blitz',
  },
  phrases: {
    unknown:
      "I'm not sure about that, and I'd rather not guess. Please use 'Report a problem' (in the menu or on the Contact page) or read the guide, and our team will help you.",
    signInFirst: 'Please log in first: then I can look that up in your account.',
    fromGuide: headed,
    balance: (f) => `You have ${f.freeBlitz + f.paidBlitz} Blitz: ${f.freeBlitz} free and ${f.paidBlitz} bought.`,
    checkIn: (f) =>
      f.checkedInToday
        ? "Yes: you have checked in today and collected today's free Blitz."
        : 'You have not checked in today yet: open the daily check-in to collect your free Blitz.',
    bids: (f) =>
      listOr(
        f.bids,
        'You have not bid on any auction that is still running.',
        'Auctions you bid on',
        bidRow('you are leading', 'someone else leads'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'You have no active BidBuddy.',
        'Your active BidBuddies',
        (b) => `${b.title}: ${b.remaining} of ${b.reserved} reserved Blitz left`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        'You have no won items waiting for payment.',
        'Won items waiting for payment',
        (w) => `${w.title} at ${w.price}, ${w.daysLeft} day(s) left to pay`,
      ),
    cart: (f) => listOr(f.cart, 'Your cart is empty.', 'In your cart', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'You have no orders yet.',
        'Your latest orders',
        orderRow({ order: 'order', courier: 'courier', tracking: 'tracking number' }),
      ),
    packs: (packs) =>
      listOr(packs, 'No bid packs are on sale right now.', 'Bid packs on sale now', (p) => `${p.bids} Blitz for ${p.price}`),
  },
};
