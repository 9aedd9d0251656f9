// The labels over a product image: the auction status, "Major" for major auctions and the bid
// type when it limits who may bid (Standard needs no badge). Texts come from the translations;
// the contract's status and bid-type values are only keys.
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { alpha } from '@mui/material/styles';
import { MAJOR_CATEGORY_ID, type ShortProduct } from '@blitz/contract';
import { useTranslation } from 'react-i18next';

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

const chipSx = { height: 24, fontWeight: 700, fontSize: '0.75rem', backdropFilter: 'blur(6px)' } as const;

export function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  const live = status === 'Open';
  return (
    <Chip
      size="small"
      data-status={status}
      label={t(`product.status.${STATUS_KEYS[status]}`)}
      icon={
        live ? (
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: LIVE_DOT, ml: '8px !important' }} />
        ) : undefined
      }
      sx={{
        ...chipSx,
        color: '#fff',
        // Solid greens and blues dark enough for white text in both themes (WCAG AA, 4.5:1).
        bgcolor: status === 'Open' ? STATUS_GREEN : status === 'Not Started' ? STATUS_BLUE : alpha('#1b2233', 0.82),
      }}
    />
  );
}

export function MajorBadge({ categoryID }: { categoryID: number }) {
  const { t } = useTranslation();
  if (categoryID !== MAJOR_CATEGORY_ID) return null;
  return (
    <LazyTooltip title={t('product.majorHint')}>
      <Chip
        size="small"
        icon={<EmojiEventsRounded />}
        label={t('product.major')}
        sx={{ ...chipSx, color: '#1b1300', bgcolor: 'secondary.main', '& .MuiChip-icon': { color: 'inherit' } }}
      />
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
      <Chip
        size="small"
        data-bid-type={bidType}
        icon={<Icon />}
        label={t(`product.bidType.${key}`)}
        sx={(theme) => ({
          ...chipSx,
          color: '#fff',
          bgcolor: alpha('#1b2233', 0.82),
          '& .MuiChip-icon': { color: theme.palette.primary.light },
        })}
      />
    </LazyTooltip>
  );
}
