// The header hides while the page scrolls down and comes back on the first scroll up or near
// the top (SPEC.md section 2). MUI's scroll trigger already implements exactly that hysteresis.
import useScrollTrigger from '@mui/material/useScrollTrigger';

/** Pixels from the top within which the header always shows. */
export const HEADER_SHOW_NEAR_TOP_PX = 80;

export function useHideOnScroll(): boolean {
  return useScrollTrigger({ threshold: HEADER_SHOW_NEAR_TOP_PX });
}
