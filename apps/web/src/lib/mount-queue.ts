// Mounting heavy list items one at a time (issue 15). A listing's answer arriving at once rendered
// twenty cards in one task: on a phone the page could not answer a tap for a second. Items that
// wait here mount one per task, in the order they asked, each in its own render and commit, so
// the page stays responsive between them; the items a list asks for at once mount with it. In a
// hidden tab everything mounts at once: nobody waits on it, and such a tab's timers run late.
// A turn's render is a transition, which React renders in slices of a few milliseconds (at the
// default priority of a timer's update it renders in one piece), and a tap goes first. A live
// price (a store read, synchronous) that comes in between still has the turn's render start over
// or finish in one piece, and a turn still waiting after 5 s renders at once. A page the server
// renders has every item in its HTML (for visitors without scripts, crawlers and link previews),
// and hydration takes them as they are: the queue is for the lists that arrive in the browser.
import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

const waiting: Array<() => void> = [];
let scheduled = false;

function mountNext(): void {
  scheduled = false;
  waiting.shift()?.();
}

/** Lets the next waiting item mount in a task of its own. */
function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  setTimeout(mountNext, 0);
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Whether the item may render now: at once when `immediate`, else once its turn has come. The
 * next item's turn comes after this one has committed, or once this one has gone.
 */
export function useMountTurn(immediate: boolean): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(() => immediate || pageHidden() || !hydrated);
  useEffect(() => {
    if (ready) {
      scheduleNext();
      return;
    }
    let current = true;
    const turn = () => {
      if (current) startTransition(() => setReady(true));
    };
    waiting.push(turn);
    scheduleNext();
    return () => {
      current = false;
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
      // Gone before its turn's render committed (or before its turn): the next one goes on.
      scheduleNext();
    };
  }, [ready]);
  return ready;
}
