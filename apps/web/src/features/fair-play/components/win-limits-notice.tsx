// The win limits on the item page, before the shopper bids: a warning with the reason when their
// bid would be refused (the same text a refused bid shows), otherwise where they stand this week.
// The page loads the standing (api/get-win-standing.ts), so its bid button can point at this
// warning instead of repeating it.
import type { WinStanding } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Text } from '../../../ui/text';

const REFUSAL_TEXT: Record<NonNullable<WinStanding['refusal']>, string> = {
  'beginner-only': 'bid.refusal.beginnerOnly',
  'major-limit': 'bid.refusal.majorLimit',
  'weekly-limit': 'bid.refusal.weeklyLimit',
  'address-limit': 'bid.refusal.addressLimit',
};

export function WinLimitsView({ standing, id }: { standing: WinStanding; id?: string }) {
  const { t } = useTranslation();
  if (standing.refusal) {
    return (
      <Alert id={id} severity="warning" variant="outlined" data-testid="win-limits">
        {t(REFUSAL_TEXT[standing.refusal])}
      </Alert>
    );
  }
  return (
    <Text variant="body2" color="text.secondary" data-testid="win-limits">
      {t('fairPlay.winLimits.standing', { used: standing.counts.shopper })}
      {standing.major ? ` ${t('fairPlay.winLimits.major')}` : ''}
    </Text>
  );
}
