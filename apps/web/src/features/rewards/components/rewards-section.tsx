// The dashboard's rewards section (SPEC.md section 2): free and bought Blitz, the check-in
// calendar and streak, the earned list, the profile checklist and the referral link, with loading
// and error states (SPEC.md section 8 'Rewards').
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRewardHistory } from '../api/get-reward-history';
import { useRewardSummary } from '../api/get-reward-summary';
import { CheckInCalendar } from './check-in-calendar';
import { EarnedList } from './earned-list';
import { ProfileChecklist } from './profile-checklist';
import { ReferralCard } from './referral-card';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function RewardsSection() {
  const { t } = useTranslation();
  const summary = useRewardSummary();
  const history = useRewardHistory();
  if (summary.isPending || history.isPending) {
    return <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} aria-label={t('rewards.loading')} />;
  }
  if (summary.isError || history.isError || !summary.data) {
    return (
      <Typography role="alert" color="error" sx={{ mt: 2 }}>
        {history.isError ? t('rewards.historyFailed') : t('rewards.checkConnection')}
      </Typography>
    );
  }
  const { freeBlitz, paidBlitz, profile, referral } = summary.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Panel title={t('rewards.balanceTitle')}>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <Figure label={t('rewards.freeBlitz')} value={freeBlitz} testId="free-blitz" />
          <Figure label={t('rewards.paidBlitz')} value={paidBlitz} testId="paid-blitz" />
        </Box>
      </Panel>
      <Panel title={t('rewards.checkIn.calendarTitle')}>
        <CheckInCalendar dates={history.data.dates} />
      </Panel>
      <Panel title={t('rewards.history.title')} testId="reward-history">
        <EarnedList earned={history.data.earned} />
      </Panel>
      <Panel title={t('rewards.profile.title')}>
        <ProfileChecklist profile={profile} />
      </Panel>
      <Panel title={t('rewards.referral.title')}>
        <ReferralCard referral={referral} />
      </Panel>
    </Box>
  );
}
