// The styles of a listing's cards in every page's first HTML, without the cards (issue 15). The
// first HTML shows loading cards; when the app renders the first answer's cards, emotion compiled
// and inserted the styles of their MUI parts (the button, the heart, the picture frame) in the
// commit that showed them, a task that cannot be split (12 to 23 ms of its 30 to 50 on a slow
// machine, unthrottled). Rendered here from the real card, in the states a listing shows most,
// they come with the first HTML instead: the browser parses them with the page, and the app's style
// cache knows them by name.
import type { ShortProduct } from '@blitz/contract';
import { ProductCard } from '../features/catalogue/components/product-card';
import { RecordLink } from '../features/fair-play/components/record-link';

const START = 'blitz-card-styles-start';
const END = 'blitz-card-styles-end';

/** The day the samples are set on; their clocks and texts never show. */
const DAY = '2026-01-01T';

function sample(id: number, status: ShortProduct['status'], bid: boolean): ShortProduct {
  const bidder = { nickname: 'Sample', profileImage: null };
  return {
    id,
    title: 'Sample',
    categoryID: 1,
    startingAmount: '0.00',
    mainImage: { full: '/sample.webp', thumb: '/sample-thumb.webp' },
    auctionTime: `${DAY}08:00:00.000Z`,
    endTime: status === 'Not Started' ? null : `${DAY}10:00:00.000Z`,
    bidType: 'Standard',
    status,
    bidBuddy: true,
    activeBuddy: false,
    buyNow: true,
    auctionTimer: 10,
    buyNowPrice: '1000.00',
    currentBidBuddyAmount: 0,
    winner: status === 'Ended' ? bidder : null,
    lastPlacedBid: bid ? { productID: id, bidAmount: '1.00', date: `${DAY}09:59:50.000Z`, bidder } : null,
  };
}

/** A live auction with a leader, one not started yet, and a won one as the winners page shows it. */
const SAMPLES = [sample(1, 'Open', true), sample(2, 'Not Started', false), sample(3, 'Ended', true)];

/** The sample cards between two markers; `keepCardStyles` keeps only their styles. */
export function CardStyleSamples() {
  return (
    <>
      {START}
      {SAMPLES.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          footer={product.status === 'Ended' && <RecordLink auctionID={product.id} title={product.title} size="small" fullWidth />}
        />
      ))}
      {END}
    </>
  );
}

/** `html` with the sample cards' markup left out and their style elements kept, in their order. */
export function keepCardStyles(html: string): string {
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  if (start < 0 || end < start) throw new Error('the first HTML has no sample cards');
  const styles = html.slice(start + START.length, end).match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [];
  return html.slice(0, start) + styles.join('') + html.slice(end + END.length);
}
