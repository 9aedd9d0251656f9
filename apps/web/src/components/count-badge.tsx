// A count or a dot over an icon (top right, the brand's orange): the kit's Badge, with the count
// shown at zero too, as the header's cart shows it, and the icon drawn at its button's icon size.
// The count is decoration: the control that holds it names it in its accessible name.
import type { ReactNode } from 'react';
import { Badge } from '../ui/misc';
import styles from './count-badge.module.css';

/** `count` over `children`, zero included; a dot when `count` is left out. */
export function CountBadge({ count, children }: { count?: number; children: ReactNode }) {
  return (
    <Badge count={count} dot={count === undefined} showZero className={styles.holder}>
      {children}
    </Badge>
  );
}
