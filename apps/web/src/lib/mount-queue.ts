// Mounting heavy list items one at a time (issue 15). A listing's answer arriving at once rendered
// twenty cards in one task: on a phone the page could not answer a tap for a second. Items that
// wait here mount one per task, in the order they asked, each in its own render and commit, so
// the page stays responsive between them; the first items of a list mount at once.
import { useEffect, useState } from 'react';

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

/**
 * Whether the item may render now: at once when `immediate`, else once its turn has come. The
 * next item's turn comes after this one has committed.
 */
export function useMountTurn(immediate: boolean): boolean {
  const [ready, setReady] = useState(immediate);
  useEffect(() => {
    if (ready) {
      scheduleNext();
      return;
    }
    let current = true;
    const turn = () => {
      if (current) setReady(true);
      else scheduleNext();
    };
    waiting.push(turn);
    scheduleNext();
    return () => {
      current = false;
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready]);
  return ready;
}
