/** English: the complete bundle and everyone's fallback. */
import { EN_PASSAGES } from './en-passages';
import type { LanguageKnowledge, LiveFacts, LivePack } from './types';
import { list } from './join-list';

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
    fromGuide: (title) => `${title}: `,
    balance: (f: LiveFacts) => `You have ${f.freeBlitz + f.paidBlitz} Blitz: ${f.freeBlitz} free and ${f.paidBlitz} bought.`,
    checkIn: (f) =>
      f.checkedInToday
        ? "Yes: you have checked in today and collected today's free Blitz."
        : 'You have not checked in today yet: open the daily check-in to collect your free Blitz.',
    bids: (f) =>
      f.bids.length === 0
        ? 'You have not bid on any auction that is still running.'
        : `Auctions you bid on: ${list(f.bids.map((b) => `${b.title} (${b.status}, ${b.leading ? 'you are leading' : 'someone else leads'})`))}.`,
    buddies: (f) =>
      f.buddies.length === 0
        ? 'You have no active BidBuddy.'
        : `Your active BidBuddies: ${list(f.buddies.map((b) => `${b.title}: ${b.remaining} of ${b.reserved} reserved Blitz left`))}.`,
    wins: (f) =>
      f.wins.length === 0
        ? 'You have no won items waiting for payment.'
        : `Won items waiting for payment: ${list(f.wins.map((w) => `${w.title} at ${w.price}, ${w.daysLeft} day(s) left to pay`))}.`,
    cart: (f) =>
      f.cart.length === 0 ? 'Your cart is empty.' : `In your cart: ${list(f.cart.map((c) => `${c.quantity} x ${c.name} (${c.amount})`))}.`,
    orders: (f) =>
      f.orders.length === 0
        ? 'You have no orders yet.'
        : `Your latest orders: ${list(
            f.orders.map(
              (o) =>
                `order ${o.id} (${o.titles.join(', ')}): ${o.status}` +
                (o.courier ? `, courier ${o.courier}` : '') +
                (o.trackingNumber ? `, tracking number ${o.trackingNumber}` : ''),
            ),
          )}.`,
    packs: (packs: LivePack[]) =>
      packs.length === 0
        ? 'No bid packs are on sale right now.'
        : `Bid packs on sale now: ${list(packs.map((p) => `${p.bids} Blitz for ${p.price}`))}.`,
  },
};
