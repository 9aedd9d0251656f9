// Shows the terms modal while the router state asks for it (from /termsAndConditions or the
// footer link) and clears that state on close, so a reload or Back does not reopen it.
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../../lib/navigation-state';
import { TermsModal } from './terms-modal';

export function TermsOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = readNavigationState(location.state).openTerms === true;

  const close = () => {
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null, preventScrollReset: true });
  };

  return <TermsModal open={open} onClose={close} />;
}
