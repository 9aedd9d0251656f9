// A loading placeholder with a slow pulse: a line of text, a rectangle, a rounded rectangle or a
// circle. Its size comes from the caller's class. It is decoration only, hidden from screen readers.
import { cx } from './cx';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'rectangular' | 'rounded' | 'circular';

export function Skeleton({ shape = 'text', className }: { shape?: SkeletonShape; className?: string }) {
  return <span aria-hidden className={cx(styles.block, shape !== 'rectangular' && styles[shape], className)} />;
}
