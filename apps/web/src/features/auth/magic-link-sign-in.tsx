// /auth/{jwt}: shows the authenticating state while /auth/magic trades the link's JWT for a
// session, then opens the dashboard; a used or expired link shows an error with a way home.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { goToPage } from './page-reload';
import { completeSignIn } from './sign-in-steps';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import styles from './auth.module.css';

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
      <Stack spacing={2} className={styles.centred} role="alert">
        <Text variant="h5" component="h2">
          {t('account.magicFailed')}
        </Text>
        <Text color="text.secondary">{t('account.magicFailedHint')}</Text>
        <Button to="/" variant="contained">
          {t('auth.goHome')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} className={styles.centred} role="status">
      <Spinner size={40} primary />
      <Text className={styles.strong}>{t('auth.authenticating')}</Text>
      <Text color="text.secondary">{t('auth.authenticatingHint')}</Text>
    </Stack>
  );
}
