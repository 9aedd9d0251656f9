// A data table: plain <table> markup with the kit's look, scrolling sideways inside its own box
// on a narrow screen rather than widening the page. Cells with `className={tableStyles.numeric}`
// align right in tabular figures.
import type { TableHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './table.module.css';

export { styles as tableStyles };

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  size?: 'small' | 'medium';
  /** The scrolling box's accessible name, so a keyboard user can focus and scroll it. */
  scrollLabel?: string;
}

export function Table({ size = 'medium', scrollLabel, className, ...rest }: TableProps) {
  return (
    // A named region is focusable, so that a keyboard can scroll a table wider than the screen.
    <div
      className={styles.scroll}
      role={scrollLabel ? 'region' : undefined}
      aria-label={scrollLabel}
      tabIndex={scrollLabel ? 0 : undefined}
    >
      <table className={cx(styles.table, size === 'small' && styles.small, className)} {...rest} />
    </div>
  );
}
