// /termsAndConditions (SPEC.md section 2): the home page with the terms open over it.
import { Navigate } from 'react-router';
import { OPEN_TERMS_STATE } from '../../lib/navigation-state';

export default function TermsRedirect() {
  return <Navigate to="/" replace state={OPEN_TERMS_STATE} />;
}
