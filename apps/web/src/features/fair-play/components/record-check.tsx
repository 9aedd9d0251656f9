// "Verify this auction": runs the shop's open verifier (packages/verify, the code behind
// `npx blitz-verify`) in the shopper's browser on the record's published JSON, the file the
// command reads, and lists each check with its outcome and the chain head it reached. The verifier
// is its own chunk, loaded on the first press only.
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { VerifyReport } from '@blitz/verify/replay';
import { useTranslation } from '../../../lib/use-translation';
import { recordPath } from '../api/get-auction-record';

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
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Box>
        <Button variant="outlined" onClick={run} loading={state.step === 'running'} startIcon={<VerifiedUserOutlined />}>
          {t('fairPlay.check.button')}
        </Button>
      </Box>
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
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {report.checks.map((check) => (
          <Box component="li" key={check.name} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {check.ok ? (
              <CheckCircleRounded color="success" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
            ) : (
              <CancelRounded color="error" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {t(check.ok ? 'fairPlay.check.pass' : 'fairPlay.check.fail')}
                </Box>
                {': '}
                {t(`fairPlay.check.${check.name}`, { defaultValue: check.title })}
              </Typography>
              {check.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                <Typography key={problem} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {problem}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fairPlay.check.head')}
        </Typography>
        <Typography data-testid="record-check-head" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
          {report.head}
        </Typography>
      </Box>
    </Stack>
  );
}
