// /admin (SPEC.md section 2): leaves the shop for the staff admin site. The server owns the
// address (ADMIN_URL) and answers a full page load of /admin with a redirect to it, so a
// navigation inside the SPA only has to hand the path over to the server.
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../../ui/spinner';
import { Text } from '../../ui/text';
import { PageMeta } from '../layout/page-meta';
import styles from './admin-redirect-page.module.css';

export const ADMIN_PATH = '/admin';

function leaveFor(url: string): void {
  window.location.replace(url);
}

export default function AdminRedirectPage({ go = leaveFor }: { go?: (url: string) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    go(ADMIN_PATH);
  }, [go]);
  return (
    <div role="status" className={styles.page}>
      <PageMeta title={t('pages.admin')} />
      <Spinner size={40} primary />
      <Text color="text.secondary">{t('app.redirectingToAdmin')}</Text>
    </div>
  );
}
