// What a code-split page shows when its file still cannot be loaded after the automatic reloads:
// the error page with the time-out code (SPEC.md section 8: a chunk failure is a time-out error).
import { useTranslation } from '../lib/use-translation';
import { ErrorPage } from './error-page';

const REQUEST_TIMEOUT = 408;

export function ChunkErrorPage() {
  const { t } = useTranslation();
  return <ErrorPage code={REQUEST_TIMEOUT} message={t('dialog.errorPage.chunkFailed')} showHomeButton />;
}
