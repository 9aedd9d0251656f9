// The header hides while the page scrolls down and comes back on the first scroll up or near
// the top (SPEC.md section 2). The scroll position is read only in scroll events: read as the
// header mounts (as MUI's scroll trigger does), it made the browser lay the whole page out in the
// middle of the app's first render, a long task on a phone (issue 15). Until the first scroll the
// header shows, which is where a page opens.
import { useEffect, useState } from 'react';

/** Pixels from the top within which the header always shows. */
export const HEADER_SHOW_NEAR_TOP_PX = 80;

export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previous: number | undefined;
    const onScroll = () => {
      const top = window.scrollY;
      const goingUp = previous !== undefined && top < previous;
      previous = top;
      setHidden(!goingUp && top > HEADER_SHOW_NEAR_TOP_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
