// Navigating to another page starts at its top (SPEC.md section 2). Only a change of path or
// query counts: opening the terms modal (router state only) must not move the page.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
