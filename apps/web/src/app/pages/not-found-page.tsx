// Any unknown path (SPEC.md section 2): the error page with 404, 'Page not found' and Go Home.
import { useTranslation } from '../../lib/use-translation';
import { ErrorPage } from '../../components/error-page';
import { PageMeta } from '../layout/page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.notFound')} />
      <ErrorPage code={404} message={t('notFound.message')} showHomeButton />
    </>
  );
}
