// /help/time (SPEC.md section 2): where the shop sends a device whose clock is out of sync.
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import { CLOCK_TOLERANCE_SECONDS } from '@blitz/contract';
import { PageShell } from '../layout/page-shell';

export default function HelpTimePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('helpTime.title')} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ScheduleRounded color="primary" sx={{ fontSize: 44 }} aria-hidden />
          <Typography>{t('helpTime.body', { seconds: CLOCK_TOLERANCE_SECONDS })}</Typography>
          <Typography color="text.secondary">{t('helpTime.fix')}</Typography>
          <Button variant="contained" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
            {t('helpTime.reload')}
          </Button>
        </Stack>
      </Paper>
    </PageShell>
  );
}
