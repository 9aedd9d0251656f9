// Keyboard users jump past the header straight to the page content.
import Link from '@mui/material/Link';
import { useTranslation } from '../../lib/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        '&:focus': { top: 12 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
