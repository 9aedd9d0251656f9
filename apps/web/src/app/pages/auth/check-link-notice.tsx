// 'Please check your link' (SPEC.md section 2): an emailed link arrived without its token.
import Link2Off from 'lucide-react/icons/link-2-off';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { AuthCard } from './auth-card';
import styles from './auth-pages.module.css';

export function CheckLinkNotice({ pageTitle }: { pageTitle: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={pageTitle}>
      <Stack spacing={2} className={styles.head}>
        <Link2Off aria-hidden className={styles.linkOff} />
        <Text variant="h5" component="h2">
          {t('auth.checkLink')}
        </Text>
        <Text color="text.secondary">{t('auth.checkLinkHint')}</Text>
        <Button to="/" variant="contained">
          {t('auth.goHome')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
