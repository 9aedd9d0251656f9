// The pieces of the home product list that have no data logic: section headings, the loading,
// empty and error panels and the note of a failed next page.
import CircleAlert from 'lucide-react/icons/circle-alert';
import Package from 'lucide-react/icons/package';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Text } from '../../../ui/text';
import styles from './home-sections.module.css';

/** A short error under a list, announced as it appears. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" className={styles.note}>
      {children}
    </Alert>
  );
}

export function SectionHeading({ id, title, subtitle, aside }: { id: string; title: string; subtitle?: string; aside?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <div>
        <Text id={id} component="h2" variant="h5" className={styles.headingTitle}>
          {title}
        </Text>
        {subtitle && (
          <Text variant="body2" color="text.secondary" className={styles.headingSubtitle}>
            {subtitle}
          </Text>
        )}
      </div>
      {aside}
    </div>
  );
}

function Panel({ icon, title, body, action, role }: { icon: ReactNode; title: string; body: string; action?: ReactNode; role?: string }) {
  return (
    <div role={role} className={styles.panel}>
      <div className={styles.panelBody}>
        {icon}
        <Text component="h2" variant="h6">
          {title}
        </Text>
        <Text color="text.secondary">{body}</Text>
        {action && <div className={styles.panelAction}>{action}</div>}
      </div>
    </div>
  );
}

export function EmptyProducts() {
  const { t } = useTranslation();
  return <Panel icon={<Package aria-hidden className={styles.panelIcon} />} title={t('home.emptyTitle')} body={t('home.emptyBody')} />;
}

export function ProductsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel
      role="alert"
      icon={<CircleAlert aria-hidden className={cx(styles.panelIcon, styles.errorIcon)} />}
      title={t('home.errorTitle')}
      body={t('home.errorBody')}
      action={
        <Button variant="contained" startIcon={<RefreshCw aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('home.retry')}
        </Button>
      }
    />
  );
}
