// Which header the current viewport gets (SPEC.md section 2): mobile up to 768 px, desktop over
// 1024 px, tablet in between. The widths come from the contract.
import useMediaQuery from '@mui/material/useMediaQuery';
import { LARGE_MIN_EXCLUSIVE_WIDTH_PX, MOBILE_MAX_WIDTH_PX } from '@blitz/contract';

export type HeaderVariant = 'desktop' | 'tablet' | 'mobile';

export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_MAX_WIDTH_PX}px)`;
export const DESKTOP_MEDIA_QUERY = `(min-width:${LARGE_MIN_EXCLUSIVE_WIDTH_PX + 1}px)`;

export function headerVariantForWidth(width: number): HeaderVariant {
  if (width <= MOBILE_MAX_WIDTH_PX) return 'mobile';
  if (width > LARGE_MIN_EXCLUSIVE_WIDTH_PX) return 'desktop';
  return 'tablet';
}

export function useHeaderVariant(): HeaderVariant {
  // noSsr: read the real viewport on the first render instead of flashing the desktop header.
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY, { noSsr: true });
  if (mobile) return 'mobile';
  return desktop ? 'desktop' : 'tablet';
}
