// Any unknown path (SPEC.md section 2): the error page with 404, 'Page not found' and Go Home.
import { useTranslation } from '../../lib/use-translation';
import { ErrorPage } from '../../components/error-page';
import { usePageTitle } from '../hooks/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound'));
  return <ErrorPage code={404} message={t('notFound.message')} showHomeButton />;
}
