// The labels over a product image: the auction status, "Major" for major auctions and the bid
// type when it limits who may bid (Standard needs no badge). Texts come from the translations;
// the contract's status and bid-type values are only keys. Each card shows one to three, so they
// are plain elements styled by their CSS Module, drawn as a small chip.
import Award from 'lucide-react/icons/award';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Lock from 'lucide-react/icons/lock';
import Trophy from 'lucide-react/icons/trophy';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { cx } from '../../../ui/cx';
import { MAJOR_CATEGORY_ID, type ShortProduct } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import styles from './product-badges.module.css';

type Status = ShortProduct['status'];
type BidType = ShortProduct['bidType'];

/** Translation key suffixes under product.status (also used by the search filters). */
export const STATUS_KEYS: Record<Status, string> = {
  'Not Started': 'notStarted',
  Open: 'open',
  Closed: 'closed',
  Ended: 'ended',
};

/** Translation key suffixes under product.bidType. */
export const BID_TYPE_KEYS: Record<BidType, string> = {
  Standard: 'standard',
  Beginner: 'beginner',
  'Paid Blitz only': 'paidOnly',
  Locked: 'locked',
};

const BID_TYPE_ICONS = {
  Beginner: GraduationCap,
  'Paid Blitz only': Award,
  Locked: Lock,
} as const;

export function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  const live = status === 'Open';
  return (
    <div data-status={status} className={cx(styles.chip, live && styles.open, status === 'Not Started' && styles.notStarted)}>
      {live && <span aria-hidden className={styles.dot} />}
      <span className={styles.label}>{t(`product.status.${STATUS_KEYS[status]}`)}</span>
    </div>
  );
}

export function MajorBadge({ categoryID }: { categoryID: number }) {
  const { t } = useTranslation();
  if (categoryID !== MAJOR_CATEGORY_ID) return null;
  return (
    <LazyTooltip title={t('product.majorHint')}>
      <div className={cx(styles.chip, styles.major)}>
        <Trophy aria-hidden className={styles.icon} />
        <span className={styles.label}>{t('product.major')}</span>
      </div>
    </LazyTooltip>
  );
}

export function BidTypeBadge({ bidType }: { bidType: BidType }) {
  const { t } = useTranslation();
  if (bidType === 'Standard') return null;
  const Icon = BID_TYPE_ICONS[bidType];
  const key = BID_TYPE_KEYS[bidType];
  return (
    <LazyTooltip title={t(`product.bidTypeHint.${key}`)}>
      <div data-bid-type={bidType} className={styles.chip}>
        <Icon aria-hidden className={cx(styles.icon, styles.bidTypeIcon)} />
        <span className={styles.label}>{t(`product.bidType.${key}`)}</span>
      </div>
    </LazyTooltip>
  );
}
