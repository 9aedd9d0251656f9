// Focus that would fall to <body> when a dialog closes. A dialog gives the focus back to the control
// that had it when it opened; when that control is gone (a success dialog queued by a
// form whose own dialog then closed, a page left meanwhile) nothing gets it and keyboard and
// screen-reader users lose their place. Then the focus goes to the last control focused outside
// every modal (the header button that opened the account dialog, say), or else to the page's
// main heading.
import { useCallback, useEffect, useRef } from 'react';

const MODAL_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"]';

function onScreen(element: HTMLElement | null): element is HTMLElement {
  return (
    element !== null &&
    element.isConnected &&
    element.getClientRects().length > 0 &&
    !element.closest('[inert], [aria-hidden="true"]') &&
    !element.matches(':disabled')
  );
}

/** Another dialog is open: its own focus trap owns the focus. */
function otherModalOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
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
 * dialog has closed and left the page, moves the focus there when it fell to <body> and no other
 * modal is open, and does nothing otherwise. It waits a task, so that the dialog's own return of
 * the focus (queued as it left) goes first.
 */
export function useFocusRescue(): () => void {
  const lastOutside = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(MODAL_SELECTOR)) lastOutside.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  return useCallback(() => {
    setTimeout(() => {
      const active = document.activeElement;
      if ((active !== null && active !== document.body) || otherModalOpen()) return;
      const target = onScreen(lastOutside.current) ? lastOutside.current : mainTarget();
      target?.focus();
    }, 0);
  }, []);
}
