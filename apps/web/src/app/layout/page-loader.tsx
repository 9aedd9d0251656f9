// What shows while a page chunk or the translations load: a progress indicator named for screen
// readers, in English while the texts of the page's language are still on their way.
import { cx } from '../../ui/cx';
import { Spinner } from '../../ui/spinner';
import { useTranslationState } from '../../lib/use-translation';
import styles from './page-loader.module.css';

/** The name before the texts have come. */
const LOADING_WITHOUT_TEXTS = 'Please wait…';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, ready } = useTranslationState();
  return (
    <div
      role="progressbar"
      aria-busy
      aria-label={ready ? t('dialog.loading') : LOADING_WITHOUT_TEXTS}
      className={cx(styles.root, fullScreen && styles.fullScreen)}
    >
      <Spinner size={40} primary />
    </div>
  );
}
