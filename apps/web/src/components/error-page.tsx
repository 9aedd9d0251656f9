// The shop's error page (SPEC.md section 2, "Error page"): an error code (default 404), a message
// (default 'Page not found'), the generic 'Something went wrong.' and an optional Go Home button.
// It also renders outside the router (chunk-load failures), so the button falls back to a plain
// link there.
import HomeRounded from '@mui/icons-material/HomeRounded?plain';
import { useId } from 'react';
import { createStaticClasses } from '../lib/static-classes';
import { useTranslation } from '../lib/use-translation';
import { useInRouterContext } from 'react-router';
import { PageContainer } from './page-container';
import { PlainButton } from './plain-button';
import { PlainText } from './plain-text';

// Plain elements with classes made once per theme (issue 15: no MUI Container, Stack or
// Typography in the home page's first JavaScript), laid out as MUI's were.
const useClasses = createStaticClasses('error-page', (theme) => ({
  // Stack with spacing 2, centred.
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    alignItems: 'center',
    textAlign: 'center',
    paddingTop: theme.spacing(8),
    paddingBottom: theme.spacing(8),
    [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(12), paddingBottom: theme.spacing(12) },
  },
  // The text's own variant class may come later in the page.
  code: {
    '&&': {
      fontSize: '4.5rem',
      fontWeight: 800,
      lineHeight: 1,
      letterSpacing: '-0.04em',
      color: theme.palette.primary.main,
      [theme.breakpoints.up('md')]: { fontSize: '6rem' },
    },
  },
  message: { '&&': { fontWeight: 700 } },
  // Stack, with room above the button.
  action: { display: 'flex', flexDirection: 'column', paddingTop: theme.spacing(2) },
}));

export interface ErrorPageProps {
  code?: number;
  /** Already translated; defaults to the translated 'Page not found'. */
  message?: string;
  showHomeButton?: boolean;
}

function HomeButton() {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const common = {
    variant: 'contained',
    size: 'large',
    startIcon: <HomeRounded />,
    children: t('dialog.errorPage.goHome'),
  } as const;
  return inRouter ? <PlainButton {...common} to="/" /> : <PlainButton {...common} href="/" />;
}

export function ErrorPage({ code = 404, message, showHomeButton = true }: ErrorPageProps) {
  const { t } = useTranslation();
  const codeId = useId();
  const css = useClasses();
  return (
    <PageContainer maxWidth="sm" component="section" aria-labelledby={codeId}>
      <div className={css.column}>
        <PlainText id={codeId} component="h1" className={css.code}>
          {code}
        </PlainText>
        <PlainText variant="h5" component="p" className={css.message}>
          {message ?? t('dialog.errorPage.notFound')}
        </PlainText>
        <PlainText color="text.secondary">{t('dialog.errorPage.generic')}</PlainText>
        {showHomeButton && (
          <div className={css.action}>
            <HomeButton />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
