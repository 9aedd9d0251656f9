// What shows while a page chunk or the translations load.
import { Spinner } from '../../components/spinner';
import { classes, createStaticClasses } from '../../lib/static-classes';

const useClasses = createStaticClasses('page-loader', () => ({
  root: { display: 'grid', placeItems: 'center', minHeight: '50vh' },
  fullScreen: { minHeight: '100vh' },
}));

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const css = useClasses();
  return (
    <div role="progressbar" aria-busy className={classes(css.root, fullScreen && css.fullScreen)}>
      <Spinner size={40} primary />
    </div>
  );
}
