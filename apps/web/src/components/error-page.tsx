// The shop's error page (SPEC.md section 2, "Error page"): an error code (default 404), a message
// (default 'Page not found'), the generic 'Something went wrong.' and an optional Go Home button.
// It also renders outside the router (chunk-load failures), so the button falls back to a plain
// link there.
import HomeRounded from '@mui/icons-material/HomeRounded?plain';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useInRouterContext } from 'react-router';
import { PlainButton } from './plain-button';

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
  return (
    <Container maxWidth="sm" component="section" aria-labelledby={codeId}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 8, md: 12 } }}>
        <Typography
          id={codeId}
          component="h1"
          sx={{
            fontSize: { xs: '4.5rem', md: '6rem' },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: 'primary.main',
          }}
        >
          {code}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {message ?? t('dialog.errorPage.notFound')}
        </Typography>
        <Typography color="text.secondary">{t('dialog.errorPage.generic')}</Typography>
        {showHomeButton && (
          <Stack sx={{ pt: 2 }}>
            <HomeButton />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
