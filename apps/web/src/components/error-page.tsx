// The shop's error page (SPEC.md section 2, "Error page"): an error code (default 404), a message
// (default 'Page not found'), the generic 'Something went wrong.' and an optional Go Home button.
// It also renders outside the router (chunk-load failures), so the button falls back to a plain
// link there.
import House from 'lucide-react/icons/house';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useInRouterContext } from 'react-router';
import { Button } from '../ui/button';
import { Container } from '../ui/misc';
import { Text } from '../ui/text';
import styles from './error-page.module.css';

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
    startIcon: <House aria-hidden />,
    children: t('dialog.errorPage.goHome'),
  } as const;
  return inRouter ? <Button {...common} to="/" /> : <Button {...common} href="/" />;
}

export function ErrorPage({ code = 404, message, showHomeButton = true }: ErrorPageProps) {
  const { t } = useTranslation();
  const codeId = useId();
  return (
    <Container maxWidth="sm" component="section" aria-labelledby={codeId}>
      <div className={styles.column}>
        <Text id={codeId} component="h1" className={styles.code}>
          {code}
        </Text>
        <Text variant="h5" component="p" className={styles.message}>
          {message ?? t('dialog.errorPage.notFound')}
        </Text>
        <Text color="text.secondary">{t('dialog.errorPage.generic')}</Text>
        {showHomeButton && (
          <div className={styles.action}>
            <HomeButton />
          </div>
        )}
      </div>
    </Container>
  );
}
