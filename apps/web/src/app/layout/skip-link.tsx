// Keyboard users jump past the header straight to the page content. A plain link with a class made
// once per theme (lib/static-classes.ts), which keeps MUI's Link out of the first JavaScript.
import { createStaticClasses } from '../../lib/static-classes';
import { useTranslation } from '../../lib/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

const useClasses = createStaticClasses('skip-link', (theme) => ({
  link: {
    position: 'absolute',
    left: 16,
    top: -64,
    zIndex: theme.zIndex.tooltip,
    padding: theme.spacing(1, 2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontFamily: theme.typography.fontFamily,
    fontWeight: 700,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus': { top: 12 },
  },
}));

export function SkipLink() {
  const { t } = useTranslation();
  const css = useClasses();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={css.link}>
      {t('app.skipToContent')}
    </a>
  );
}
