// The labels over a product image: the auction status, "Major" for major auctions and the bid
// type when it limits who may bid (Standard needs no badge). Texts come from the translations;
// the contract's status and bid-type values are only keys. Each card shows one to three, so they
// are plain elements with class names made once per theme (lib/static-classes.ts), drawn like MUI's
// small chip, instead of MUI's Chip with its `sx`.
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded?plain';
import LockRounded from '@mui/icons-material/LockRounded?plain';
import SchoolRounded from '@mui/icons-material/SchoolRounded?plain';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded?plain';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { classes, createStaticClasses } from '../../../lib/static-classes';
import { MAJOR_CATEGORY_ID, type ShortProduct } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';

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
  Beginner: SchoolRounded,
  'Paid Blitz only': WorkspacePremiumRounded,
  Locked: LockRounded,
} as const;

const LIVE_DOT = '#b9f6ca';
const STATUS_GREEN = '#2e7d32';
const STATUS_BLUE = '#01579b';
/** #1b2233 at 82 %. */
const SLATE = 'rgba(27, 34, 51, 0.82)';

const useClasses = createStaticClasses('badge', (theme) => ({
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height: 24,
    boxSizing: 'border-box',
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontWeight: 700,
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    backdropFilter: 'blur(6px)',
    color: '#fff',
    backgroundColor: SLATE,
  },
  // Solid greens and blues dark enough for white text in both themes (WCAG AA, 4.5:1).
  open: { backgroundColor: STATUS_GREEN },
  notStarted: { backgroundColor: STATUS_BLUE },
  major: { color: '#1b1300', backgroundColor: theme.palette.secondary.main },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', paddingInline: 8 },
  dot: { flexShrink: 0, width: 8, height: 8, borderRadius: '50%', backgroundColor: LIVE_DOT, marginLeft: 8, marginRight: -4 },
  // On MUI's icons, whose own class comes later in the page: doubled to outweigh it.
  icon: { '&&': { fontSize: 18, marginLeft: 4, marginRight: -4, color: 'inherit' } },
  bidTypeIcon: { '&&': { color: theme.palette.primary.light } },
}));

export function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  const css = useClasses();
  const live = status === 'Open';
  return (
    <div data-status={status} className={classes(css.chip, live && css.open, status === 'Not Started' && css.notStarted)}>
      {live && <span aria-hidden className={css.dot} />}
      <span className={css.label}>{t(`product.status.${STATUS_KEYS[status]}`)}</span>
    </div>
  );
}

export function MajorBadge({ categoryID }: { categoryID: number }) {
  const { t } = useTranslation();
  const css = useClasses();
  if (categoryID !== MAJOR_CATEGORY_ID) return null;
  return (
    <LazyTooltip title={t('product.majorHint')}>
      <div className={classes(css.chip, css.major)}>
        <EmojiEventsRounded className={css.icon} />
        <span className={css.label}>{t('product.major')}</span>
      </div>
    </LazyTooltip>
  );
}

export function BidTypeBadge({ bidType }: { bidType: BidType }) {
  const { t } = useTranslation();
  const css = useClasses();
  if (bidType === 'Standard') return null;
  const Icon = BID_TYPE_ICONS[bidType];
  const key = BID_TYPE_KEYS[bidType];
  return (
    <LazyTooltip title={t(`product.bidTypeHint.${key}`)}>
      <div data-bid-type={bidType} className={css.chip}>
        <Icon className={classes(css.icon, css.bidTypeIcon)} />
        <span className={css.label}>{t(`product.bidType.${key}`)}</span>
      </div>
    </LazyTooltip>
  );
}
