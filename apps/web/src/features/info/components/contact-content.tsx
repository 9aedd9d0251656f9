// Contact support: what the support team helps with, the FAQ, the support address and, beside
// them, the Report a Problem form the page passes in (its messages land in the staff console's
// reports inbox). On a phone the form follows the first card; from md it takes the left column.
import Headset from 'lucide-react/icons/headset';
import CircleHelp from 'lucide-react/icons/circle-help';
import Mail from 'lucide-react/icons/mail';
import { SUPPORT_EMAIL } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SCROLL_TO_FAQ_STATE } from '../../../lib/navigation-state';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Link } from '../../../ui/misc';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './info.module.css';

export function ContactContent({ reportForm }: { reportForm: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.contact}>
      <Surface className={cx(styles.card, styles.help)}>
        <Headset size={32} aria-hidden className={styles.icon} />
        <Text variant="h6" component="h2">
          {t('contact.helpTitle')}
        </Text>
        <Text className={styles.body}>{t('contact.help')}</Text>
      </Surface>
      <Surface className={cx(styles.card, styles.form)}>{reportForm}</Surface>
      <Surface className={cx(styles.card, styles.faqCard)}>
        <CircleHelp size={32} aria-hidden className={styles.icon} />
        <Text variant="h6" component="h2">
          {t('contact.faqTitle')}
        </Text>
        <Text className={cx(styles.body, styles.faqText)}>{t('contact.faq')}</Text>
        <Button to="/guide" state={SCROLL_TO_FAQ_STATE} variant="outlined">
          {t('contact.faqButton')}
        </Button>
      </Surface>
      <Surface className={cx(styles.card, styles.email)}>
        <Mail size={32} aria-hidden className={styles.icon} />
        <Text variant="h6" component="h2">
          {t('contact.emailTitle')}
        </Text>
        <Text className={cx(styles.body, styles.emailText)}>
          {t('contact.email')}{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`} className={styles.emailLink}>
            {SUPPORT_EMAIL}
          </Link>
        </Text>
      </Surface>
    </div>
  );
}
