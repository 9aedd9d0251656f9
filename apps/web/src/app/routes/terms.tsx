// /termsAndConditions (SPEC.md section 2): the home page with the terms open over it. The terms are
// opened by the router's state, which an HTTP redirect cannot carry, so the browser navigates once
// the route has mounted (React Router's <Navigate> does the same, but warns when rendered on the
// server, where nothing can navigate).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_TERMS_STATE } from '../../lib/navigation-state';

export default function TermsRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/', { replace: true, state: OPEN_TERMS_STATE });
  }, [navigate]);
  return null;
}
