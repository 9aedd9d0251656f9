// Any unknown path (SPEC.md section 2): the error page with 404, 'Page not found' and Go Home; and
// the same view for an address whose auction or record does not exist, with its own message.
import { useTranslation } from '../../lib/use-translation';
import { ErrorPage } from '../../components/error-page';
import { PageMeta } from '../layout/page-meta';

/** The 404 view with `messageKey`'s text; kept out of search engines. */
export function NotFoundView({ messageKey = 'notFound.message' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.notFound')} noindex />
      <ErrorPage code={404} message={t(messageKey)} showHomeButton />
    </>
  );
}

export default function NotFoundPage() {
  return <NotFoundView />;
}
