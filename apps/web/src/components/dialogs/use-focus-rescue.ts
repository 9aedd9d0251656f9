// Focus that would fall to <body> when a dialog closes. MUI gives the focus back to the control
// that had it when the dialog opened; when that control is gone (a success dialog queued by a
// form whose own dialog then closed, a page left meanwhile) nothing gets it and keyboard and
// screen-reader users lose their place. Then the focus goes to the last control focused outside
// every modal (the header button that opened the account dialog, say), or else to the page's
// main heading.
import { useCallback, useEffect, useRef } from 'react';

const MODAL_SELECTOR = '.MuiModal-root, [role="dialog"], [role="alertdialog"]';

function onScreen(element: HTMLElement | null): element is HTMLElement {
  return (
    element !== null &&
    element.isConnected &&
    element.getClientRects().length > 0 &&
    !element.closest('[inert], [aria-hidden="true"]') &&
    !element.matches(':disabled')
  );
}

/** Another modal is open: its own focus trap owns the focus. */
function otherModalOpen(closing: Element | null): boolean {
  return Array.from(document.querySelectorAll('.MuiModal-root')).some(
    (modal) => modal !== closing && !modal.classList.contains('MuiModal-hidden'),
  );
}

/** The page's main heading (made focusable by script only), else the main landmark when focusable. */
function mainTarget(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (onScreen(heading)) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  const main = document.querySelector<HTMLElement>('main');
  return main?.hasAttribute('tabindex') ? main : null;
}

/**
 * Tracks the last control focused outside the modals; the returned function, called once a
 * dialog has closed (its transition's onExited) with the dialog's root, moves the focus there
 * when it is on <body> or still inside that dialog and no other modal is open, and does nothing
 * otherwise.
 */
export function useFocusRescue(): (closing: Element | null) => void {
  const lastOutside = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(MODAL_SELECTOR)) lastOutside.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  return useCallback((closing: Element | null) => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || (closing !== null && closing.contains(active));
    if (!lost || otherModalOpen(closing)) return;
    const target = onScreen(lastOutside.current) ? lastOutside.current : mainTarget();
    target?.focus();
  }, []);
}
