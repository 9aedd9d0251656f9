// /auth/{jwt}: shows the authenticating state while /auth/magic trades the link's JWT for a
// session, then opens the dashboard; a used or expired link shows an error with a way home.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { goToPage } from './page-reload';
import { completeSignIn } from './sign-in-steps';

export function MagicLinkSignIn({ token }: { token: string }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    // A magic link works once: never send it twice (React may run effects twice in development).
    if (started.current === token) return;
    started.current = token;
    void (async () => {
      const result = await callApi('/auth/magic', { token }, { excludeToken: true });
      if (result.kind === 'data' && (await completeSignIn(signIn, result.data.refreshToken))) goToPage('/dashboard');
      else setFailed(true);
    })();
  }, [token, signIn]);

  if (failed) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="alert">
        <Typography variant="h5" component="h2">
          {t('account.magicFailed')}
        </Typography>
        <Typography color="text.secondary">{t('account.magicFailedHint')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('auth.goHome')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress aria-hidden />
      <Typography sx={{ fontWeight: 700 }}>{t('auth.authenticating')}</Typography>
      <Typography color="text.secondary">{t('auth.authenticatingHint')}</Typography>
    </Stack>
  );
}
