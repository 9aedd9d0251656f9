// What a listing's first HTML part carries for the cards the app shows next (issue 15), for the
// first-paint tests of the home page and of the search and winners pages.
import { expect } from 'vitest';

/**
 * A first HTML part without sample markup (the style samples the first HTML once carried) and
 * without emotion's styles for a listing's cards, badges, clocks and avatars: they are drawn by CSS
 * Modules, whose stylesheet comes with the app's chunk, which the app waits for before it shows.
 */
export function expectListingStyles(part: string): void {
  for (const piece of ['card-card', 'badge-chip', 'countdown-card', 'bidder-avatar-root', 'load-more-button']) {
    expect(part, piece).not.toContain(`-${piece}-dark`);
  }
  for (const markup of ['blitz-style-samples', 'data-product-id=', '/sample.webp', '<footer']) expect(part).not.toContain(markup);
}
