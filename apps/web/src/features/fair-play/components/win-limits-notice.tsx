// The win limits on the item page, before the shopper bids: a warning with the reason when their
// bid would be refused (the same text a refused bid shows), otherwise where they stand this week.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { WinStanding } from '@blitz/contract';
import { useTranslation } from 'react-i18next';
import { useWinStanding } from '../api/get-win-standing';

const REFUSAL_TEXT: Record<NonNullable<WinStanding['refusal']>, string> = {
  'beginner-only': 'bid.refusal.beginnerOnly',
  'major-limit': 'bid.refusal.majorLimit',
  'weekly-limit': 'bid.refusal.weeklyLimit',
  'address-limit': 'bid.refusal.addressLimit',
};

export function WinLimitsView({ standing }: { standing: WinStanding }) {
  const { t } = useTranslation();
  if (standing.refusal) {
    return (
      <Alert severity="warning" variant="outlined" data-testid="win-limits" sx={{ borderRadius: 2 }}>
        {t(REFUSAL_TEXT[standing.refusal])}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" data-testid="win-limits">
      {t('fairPlay.winLimits.standing', { used: standing.counts.shopper })}
      {standing.major ? ` ${t('fairPlay.winLimits.major')}` : ''}
    </Typography>
  );
}

/** For a signed-in shopper on an auction that still takes bids. */
export function WinLimitsNotice({ auctionID }: { auctionID: number }) {
  const query = useWinStanding(auctionID, true);
  return query.data ? <WinLimitsView standing={query.data} /> : null;
}
