// A read-only rating out of five stars, to the nearest half star: the stars are decoration, so the
// caller names the rating in words (its own text, or `label`, which makes the row an image).
import Star from 'lucide-react/icons/star';
import StarHalf from 'lucide-react/icons/star-half';
import { cx } from './cx';
import styles from './rating.module.css';

export interface RatingProps {
  /** The rating, 0 to 5; drawn to the nearest half star. */
  value: number;
  /** Names the stars for screen readers (role img); without it they are hidden from them. */
  label?: string;
  size?: 'small' | 'medium';
  className?: string;
}

const STARS = [1, 2, 3, 4, 5];

export function Rating({ value, label, size = 'small', className }: RatingProps) {
  const halves = Math.round(value * 2);
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(styles.rating, size === 'medium' && styles.medium, className)}
    >
      {STARS.map((star) => (
        <span key={star} className={styles.star}>
          <Star aria-hidden className={cx(styles.icon, halves >= star * 2 ? styles.filled : styles.empty)} />
          {halves === star * 2 - 1 && <StarHalf aria-hidden className={cx(styles.icon, styles.half)} />}
        </span>
      ))}
    </span>
  );
}
