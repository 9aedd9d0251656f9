// The styles of a listing's cards, the departments' buttons and the "Load more" button in the first
// HTML, without their markup (issue 15), in the parts of the pages that show them (the home page's,
// the search's, the winners'). The first HTML shows loading cards and a loading departments bar;
// when the app rendered the first answers, emotion compiled and
// inserted their styles in the commit that showed them, a task that cannot be split (12 to 25 ms
// of it on a slow machine, unthrottled, for each). Rendered here from the real components (the
// card in the states a listing shows most), they come with the first HTML instead: the browser
// parses them with the page, and the app's style cache knows them by name. The first HTML is in
// the dark theme, and so are the samples: with the light theme the app inserts its styles as before.
import type { ShortProduct } from '@blitz/contract';
import { LoadMoreButton } from '../components/load-more-button';
import { DepartmentMenu } from '../features/catalogue/components/departments-bar';
import { ProductCard } from '../features/catalogue/components/product-card';
import { RecordLink } from '../features/fair-play/components/record-link';

const START = 'blitz-style-samples-start';
const END = 'blitz-style-samples-end';

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

const DEPARTMENT = { id: 1, department: 'Sample', banner: { full: '/sample.webp', thumb: '/sample-thumb.webp' }, subDepartments: [] };

export interface StyleSamplesProps {
  /** The cards (a live one, one not started, a won one with its record link) and "Load more". */
  listing?: boolean;
  /** A department's button, as the departments bar shows it once its answer is in. */
  departments?: boolean;
}

/** The samples between two markers; `keepSampleStyles` keeps only their styles. */
export function StyleSamples({ listing = false, departments = false }: StyleSamplesProps) {
  return (
    <>
      {START}
      {listing &&
        SAMPLES.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            footer={product.status === 'Ended' && <RecordLink auctionID={product.id} title={product.title} size="small" fullWidth />}
          />
        ))}
      {listing && <LoadMoreButton loading={false} onLoadMore={() => undefined} label="" loadingLabel="" />}
      {departments && <DepartmentMenu department={DEPARTMENT} />}
      {END}
    </>
  );
}

/** `html` with the samples' markup left out and their style elements kept, in their order (unchanged without samples). */
export function keepSampleStyles(html: string): string {
  const start = html.indexOf(START);
  if (start < 0) return html;
  const end = html.indexOf(END, start);
  if (end < 0) throw new Error('the style samples have no end');
  const styles = html.slice(start + START.length, end).match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [];
  return html.slice(0, start) + styles.join('') + html.slice(end + END.length);
}
