// Keyboard users jump past the header straight to the page content: a plain link, out of sight
// above the page until it has the focus.
import { useTranslation } from '../../lib/use-translation';
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.link}>
      {t('app.skipToContent')}
    </a>
  );
}
