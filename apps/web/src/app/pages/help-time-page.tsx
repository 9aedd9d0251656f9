// /help/time (SPEC.md section 2): where the shop sends a device whose clock is out of sync.
import Clock from 'lucide-react/icons/clock';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { CLOCK_TOLERANCE_SECONDS } from '@blitz/contract';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Stack } from '../../ui/stack';
import { Surface } from '../../ui/surface';
import { Text } from '../../ui/text';
import { PageShell } from '../layout/page-shell';
import styles from './help-time-page.module.css';

export default function HelpTimePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('helpTime.title')} maxWidth="md">
      <Surface className={styles.card}>
        <Stack spacing={2} align="start">
          <Clock size={44} aria-hidden className={styles.icon} />
          <Text>{t('helpTime.body', { seconds: CLOCK_TOLERANCE_SECONDS })}</Text>
          <Text color="text.secondary">{t('helpTime.fix')}</Text>
          <Button variant="contained" startIcon={<RotateCw aria-hidden />} onClick={() => window.location.reload()}>
            {t('helpTime.reload')}
          </Button>
        </Stack>
      </Surface>
    </PageShell>
  );
}
