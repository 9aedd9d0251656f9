// "Verify this auction": runs the shop's open verifier (packages/verify, the code behind
// `npx blitz-verify`) in the shopper's browser on the record's published JSON, the file the
// command reads, and lists each check with its outcome and the chain head it reached. The verifier
// is its own chunk, loaded on the first press only.
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import type { VerifyReport } from '@blitz/verify/replay';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { recordPath } from '../api/get-auction-record';
import { RecordFigure } from './record-figure';
import styles from './fair-play.module.css';

type CheckState = { step: 'idle' | 'running' | 'error' } | { step: 'done'; report: VerifyReport };

/** Problems shown under a failed check; the download holds them all. */
const SHOWN_PROBLEMS = 3;

async function verifyPublishedRecord(auctionId: number): Promise<VerifyReport> {
  const [{ verifyRecord }, response] = await Promise.all([
    import('@blitz/verify/replay'),
    fetch(recordPath(auctionId), { headers: { accept: 'application/json' } }),
  ]);
  if (!response.ok) throw new Error(`record answered ${response.status}`);
  return verifyRecord(await response.json());
}

export function RecordCheck({ auctionId }: { auctionId: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CheckState>({ step: 'idle' });
  const run = () => {
    setState({ step: 'running' });
    verifyPublishedRecord(auctionId).then(
      (report) => setState({ step: 'done', report }),
      () => setState({ step: 'error' }),
    );
  };
  return (
    <Stack spacing={1.5} className={styles.check}>
      <div>
        <Button variant="outlined" onClick={run} loading={state.step === 'running'} startIcon={<ShieldCheck aria-hidden />}>
          {t('fairPlay.check.button')}
        </Button>
      </div>
      {state.step === 'error' && <Alert severity="error">{t('fairPlay.check.error')}</Alert>}
      {state.step === 'done' && <CheckReport report={state.report} />}
    </Stack>
  );
}

function CheckReport({ report }: { report: VerifyReport }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="record-check">
      <Alert severity={report.ok ? 'success' : 'error'} role="status">
        {t(report.ok ? 'fairPlay.check.verified' : 'fairPlay.check.notVerified')}
      </Alert>
      <ul className={styles.checks}>
        {report.checks.map((check) => (
          <li key={check.name} className={styles.checkItem}>
            {check.ok ? (
              <CircleCheck size={20} className={styles.pass} aria-hidden />
            ) : (
              <CircleX size={20} className={styles.fail} aria-hidden />
            )}
            <div className={styles.checkText}>
              <Text>
                <strong>{t(check.ok ? 'fairPlay.check.pass' : 'fairPlay.check.fail')}</strong>
                {': '}
                {t(`fairPlay.check.${check.name}`, { defaultValue: check.title })}
              </Text>
              {check.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                <Text key={problem} variant="body2" color="text.secondary" className={styles.anywhere}>
                  {problem}
                </Text>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <RecordFigure label={t('fairPlay.check.head')} value={report.head} testId="record-check-head" hash />
    </Stack>
  );
}
