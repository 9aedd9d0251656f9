// What a page that throws while rendering shows (root.tsx's error boundary): the error page with
// Go Home, instead of a blank screen. It replaces the whole layout, header included, as the page
// itself may be what broke the header; React Router clears it when the shopper moves on.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { devConsole } from '../lib/console';
import { useTranslation } from '../lib/use-translation';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => devConsole.error(error), [error]);
  return <ErrorPage code={500} message={t('app.pageFailed')} showHomeButton />;
}
