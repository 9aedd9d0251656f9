// Which header the current viewport gets (SPEC.md section 2): mobile up to 768 px, desktop over
// 1024 px, tablet in between. The widths come from the contract.
import { LARGE_MIN_EXCLUSIVE_WIDTH_PX, MOBILE_MAX_WIDTH_PX } from '@blitz/contract';
import { useMediaQuery } from '../../../lib/use-media-query';

export type HeaderVariant = 'desktop' | 'tablet' | 'mobile';

export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_MAX_WIDTH_PX}px)`;
export const DESKTOP_MEDIA_QUERY = `(min-width:${LARGE_MIN_EXCLUSIVE_WIDTH_PX + 1}px)`;

export function headerVariantForWidth(width: number): HeaderVariant {
  if (width <= MOBILE_MAX_WIDTH_PX) return 'mobile';
  if (width > LARGE_MIN_EXCLUSIVE_WIDTH_PX) return 'desktop';
  return 'tablet';
}

export function useHeaderVariant(): HeaderVariant {
  // The real viewport from the first render on, instead of flashing the desktop header.
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  if (mobile) return 'mobile';
  return desktop ? 'desktop' : 'tablet';
}
