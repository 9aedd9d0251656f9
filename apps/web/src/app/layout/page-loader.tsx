// What shows while a page chunk or the translations load: a progress indicator named for screen
// readers, in English while the texts of the page's language are still on their way.
import { Spinner } from '../../components/spinner';
import { classes, createStaticClasses } from '../../lib/static-classes';
import { useTranslationState } from '../../lib/use-translation';

/** The name before the texts have come. */
const LOADING_WITHOUT_TEXTS = 'Please wait…';

const useClasses = createStaticClasses('page-loader', () => ({
  root: { display: 'grid', placeItems: 'center', minHeight: '50vh' },
  fullScreen: { minHeight: '100vh' },
}));

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const css = useClasses();
  const { t, ready } = useTranslationState();
  return (
    <div
      role="progressbar"
      aria-busy
      aria-label={ready ? t('dialog.loading') : LOADING_WITHOUT_TEXTS}
      className={classes(css.root, fullScreen && css.fullScreen)}
    >
      <Spinner size={40} primary />
    </div>
  );
}
