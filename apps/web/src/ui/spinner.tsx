// A spinning ring in the size and stroke of Material's progress circle. Its colour is the text's
// unless `primary`. The size is an SVG attribute: the page's policy allows no inline style.
import { cx } from './cx';
import styles from './spinner.module.css';

/** The ring's box (44 units with a 3.6-unit stroke). */
const SIZE = 44;
const THICKNESS = 3.6;

export interface SpinnerProps {
  /** Its width and height in pixels. */
  size: number;
  primary?: boolean;
  /** What it stands for, when it is the only sign of the wait; without one it is hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Spinner({ size, primary = false, label, className }: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, primary && styles.primary, className)}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg width={size} height={size} viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`}>
        <circle className={styles.circle} cx={SIZE} cy={SIZE} r={(SIZE - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </span>
  );
}
