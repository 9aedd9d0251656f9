// The small round picture beside a card's leader or winner: the bidder's profile picture, else the
// first letter of their nickname, else (no bids yet) a person outline.
import type { ShortProduct } from '@blitz/contract';
import User from 'lucide-react/icons/user';
import { cx } from '../../../ui/cx';
import { Avatar } from '../../../ui/misc';
import styles from './bidder-avatar.module.css';

type Bidder = NonNullable<ShortProduct['winner']>;

export function BidderAvatar({ bidder }: { bidder: Pick<Bidder, 'nickname' | 'profileImage'> | null }) {
  return (
    <Avatar src={bidder?.profileImage ?? undefined} aria-hidden className={cx(styles.avatar, bidder && styles.known)}>
      {bidder?.nickname ? bidder.nickname.charAt(0).toUpperCase() : <User aria-hidden className={styles.person} />}
    </Avatar>
  );
}
