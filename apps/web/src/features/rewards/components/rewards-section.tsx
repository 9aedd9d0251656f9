// The dashboard's rewards section (SPEC.md section 2): free and bought Blitz, the check-in
// calendar and streak, the earned list, the profile checklist and the referral link, with loading
// and error states (SPEC.md section 8 'Rewards').
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Skeleton } from '../../../ui/skeleton';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import { useRewardHistory } from '../api/get-reward-history';
import { useRewardSummary } from '../api/get-reward-summary';
import { CheckInCalendar } from './check-in-calendar';
import { EarnedList } from './earned-list';
import { ProfileChecklist } from './profile-checklist';
import { ReferralCard } from './referral-card';
import styles from './rewards-section.module.css';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Surface component="section" aria-label={title} data-testid={testId} className={styles.panel}>
      <Text variant="h6" component="h3" className={styles.panelTitle}>
        {title}
      </Text>
      {children}
    </Surface>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Text variant="h4" component="p" className={styles.figure} data-testid={testId}>
        {value}
      </Text>
      <Text variant="body2" color="text.secondary">
        {label}
      </Text>
    </div>
  );
}

export function RewardsSection() {
  const { t } = useTranslation();
  const summary = useRewardSummary();
  const history = useRewardHistory();
  if (summary.isPending || history.isPending) {
    // The placeholder is named for assistive technology, which the skeleton itself is hidden from.
    return (
      <div role="progressbar" aria-label={t('rewards.loading')} className={styles.loading}>
        <Skeleton shape="rounded" className={styles.placeholder} />
      </div>
    );
  }
  if (summary.isError || history.isError || !summary.data) {
    return (
      <Text role="alert" color="error" className={styles.loading}>
        {history.isError ? t('rewards.historyFailed') : t('rewards.checkConnection')}
      </Text>
    );
  }
  const { freeBlitz, paidBlitz, profile, referral } = summary.data;
  return (
    <div className={styles.grid}>
      <Panel title={t('rewards.balanceTitle')}>
        <div className={styles.figures}>
          <Figure label={t('rewards.freeBlitz')} value={freeBlitz} testId="free-blitz" />
          <Figure label={t('rewards.paidBlitz')} value={paidBlitz} testId="paid-blitz" />
        </div>
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
    </div>
  );
}
