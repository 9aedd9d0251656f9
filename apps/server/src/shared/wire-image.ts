/** Pictures as the wire carries them (the contract's `Image`): the thumbnail's path only when there is one. */
import type { Image } from '@blitz/contract';

/** The picture at `full`, with its thumbnail's path when it has one. */
export const imageOf = (full: string, thumb: string | null | undefined): Image => (thumb ? { full, thumb } : { full });

/** A picture a row may lack (a left join's null `full`): null then. */
export const imageOrNull = (full: string | null | undefined, thumb: string | null | undefined): Image | null =>
  full ? imageOf(full, thumb) : null;
