// Shows the terms modal while the router state asks for it (from /termsAndConditions or the
// footer link) and clears that state on close, so a reload or Back does not reopen it. The modal
// is a chunk of its own, fetched the first time it opens.
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOpenedOnce } from '../../components/opened-once';
import { lazyWithReload } from '../../lib/chunk-reload';
import { readNavigationState } from '../../lib/navigation-state';

const TermsModal = lazyWithReload(() => import('./terms-modal').then((m) => ({ default: m.TermsModal })));

export function TermsOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = readNavigationState(location.state).openTerms === true;
  const opened = useOpenedOnce(open);

  const close = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  };

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal open={open} onClose={close} />
    </Suspense>
  );
}
