// Page buttons for a paged list: previous, the first and last pages, the current page with its
// neighbours and "…" for the gaps between (MUI's Pagination's layout, so a list keeps its look),
// and next. Each button is named for screen readers ("Go to page 3" by default; the caller passes
// translated names) and the current page carries aria-current="page".
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { cx } from './cx';
import styles from './pagination.module.css';

export type PaginationItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The pages to show: `boundaryCount` at each end, `siblingCount` each side of `page`, and an
 * ellipsis for each gap of two pages or more (a gap of one shows that page instead).
 */
export function paginationItems(count: number, page: number, siblingCount = 1, boundaryCount = 1): PaginationItem[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  // The window around the page, kept the same width near the ends.
  const siblingsStart = Math.max(Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1), boundaryCount + 2);
  const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), count - boundaryCount - 1);
  const before: PaginationItem[] =
    siblingsStart > boundaryCount + 2 ? ['ellipsis'] : boundaryCount + 1 < count - boundaryCount ? [boundaryCount + 1] : [];
  const after: PaginationItem[] =
    siblingsEnd < count - boundaryCount - 1 ? ['ellipsis'] : count - boundaryCount > boundaryCount ? [count - boundaryCount] : [];
  return [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
}

export type PaginationButton = 'page' | 'previous' | 'next';

const englishLabel = (type: PaginationButton, page: number) =>
  type === 'page' ? `Go to page ${page}` : type === 'previous' ? 'Go to previous page' : 'Go to next page';

export interface PaginationProps {
  /** The number of pages. */
  count: number;
  /** The current page, from 1. */
  page: number;
  onChange: (page: number) => void;
  /** Pages shown each side of the current one. */
  siblingCount?: number;
  /** Pages shown at each end. */
  boundaryCount?: number;
  /** A button's accessible name: the page it goes to, and whether it is the current one. English by default. */
  getItemAriaLabel?: (type: PaginationButton, page: number, selected: boolean) => string;
  /** The navigation landmark's name. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function Pagination({
  count,
  page,
  onChange,
  siblingCount = 1,
  boundaryCount = 1,
  getItemAriaLabel = englishLabel,
  label = 'pagination navigation',
  disabled = false,
  className,
}: PaginationProps) {
  const items = paginationItems(count, page, siblingCount, boundaryCount);
  const go = (target: number) => target !== page && onChange(target);
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={getItemAriaLabel('previous', page - 1, false)}
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeft aria-hidden className={styles.arrow} />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.button, item === page && styles.current)}
                aria-label={getItemAriaLabel('page', item, item === page)}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={getItemAriaLabel('next', page + 1, false)}
            disabled={disabled || page >= count}
            onClick={() => go(page + 1)}
          >
            <ChevronRight aria-hidden className={styles.arrow} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
