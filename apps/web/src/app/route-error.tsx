// What a page that throws while rendering shows: the error page, instead of React Router's
// developer screen.
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { devConsole } from '../lib/console';
import { ShellHandoff } from './layout/shell-handoff';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) devConsole.error(error);
  return (
    <>
      <ShellHandoff ready />
      {isRouteErrorResponse(error) ? (
        <ErrorPage code={error.status} showHomeButton />
      ) : (
        <ErrorPage code={500} message={t('app.pageFailed')} showHomeButton />
      )}
    </>
  );
}
