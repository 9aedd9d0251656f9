// What a listing's first HTML part carries of the styles the app shows next (issue 15), for the
// first-paint tests of the home page and of the search and winners pages.
import { expect } from 'vitest';

/**
 * A first HTML part that carries the styles of a listing's cards (their class names made once per
 * theme, `st-label-key-mode`, named), of "Load more" (sx minWidth 240) and, where asked, of a department's button, and
 * none of the samples' markup (src/prerender/style-samples.tsx).
 */
export function expectListingStyles(part: string, departments: boolean): void {
  const names = [...part.matchAll(/<style data-emotion="css ([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
  for (const piece of ['card-card', 'badge-chip', 'countdown-card', 'bidder-avatar-root']) {
    const name = names.find((each) => each.endsWith(`-${piece}-dark`));
    expect(name, piece).toBeDefined();
    expect(part).toMatch(new RegExp(`\\.${name}\\{`));
  }
  expect(part).toContain('min-width:240px');
  expect(/white-space:nowrap;[^}]*flex-shrink:0;font-weight:600;/.test(part), "a department's button").toBe(departments);
  for (const markup of ['blitz-style-samples', 'data-product-id=', '/sample.webp', '<footer']) expect(part).not.toContain(markup);
}
