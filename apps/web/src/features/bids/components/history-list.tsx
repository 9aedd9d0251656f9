// One page of the bids history: each auction the user bid on with its picture, title (linking to
// the item page), outcome and the time of the user's last bid on it.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, languageOrFallback, type BidHistoryItem } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ImageWidget } from '../../../components/image-widget';
import { useSession } from '../../../lib/session';
import { createStaticClasses } from '../../../lib/static-classes';

/** The item's picture: doubled ('&&'), as the image widget's own class sets its width. */
const useClasses = createStaticClasses('bid-history-image', () => ({
  image: { '&&': { width: 56, flexShrink: 0, borderRadius: '18px' } },
}));

function formatDay(iso: string, language: string): string {
  return formatDate(iso, languageOrFallback(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function HistoryList({ items, label }: { items: BidHistoryItem[]; label: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const css = useClasses();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => {
        const youWon = user !== null && item.winner === user.nickname;
        return (
          <Box
            component="li"
            key={item.auctionID}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              p: 1.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              minWidth: 0,
            }}
          >
            <ImageWidget src={item.image?.thumb ?? item.image?.full ?? null} alt="" frame="light" className={css.image} />
            <Stack sx={{ minWidth: 0, flex: 1 }}>
              <Link
                component={RouterLink}
                to={`/item/${item.auctionID}`}
                underline="hover"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Link>
              <Typography variant="body2" sx={{ color: youWon ? 'success.main' : 'text.secondary', fontWeight: youWon ? 700 : 400 }}>
                {youWon
                  ? t('bidsHistory.youWon')
                  : item.winner
                    ? t('bidsHistory.winner', { nickname: item.winner })
                    : t('bidsHistory.noWinner')}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('bidsHistory.lastBid', { date: formatDay(item.date, i18n.language), id: item.auctionID })}
              </Typography>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
