import { describe, expect, it } from 'vitest';
import { clearFilters, countActiveFilters, readSearchUrl, writeSearchUrl } from '../../src/features/search/hooks/search-url';

describe('search URL', () => {
  it('round-trips every list-page key and the department', () => {
    const url =
      's=tv&cat=3,7&prMin=10&prMax=2500.5&avail=Buy+Now&rat=5,4&bdT=Standard,Beginner&stat=Open&dtMin=2025-01-01&dtMax=2025-02-01&auctID=4,9&dLeft=3&pd=true&cor=Courier+Guy&trak=TRK1&wonBy=Sam&srt=prAsc&dep=2';
    const state = readSearchUrl(new URLSearchParams(url));
    expect(state.departmentID).toBe(2);
    expect(state.filter).toMatchObject({
      search: 'tv',
      categories: [3, 7],
      priceMin: 10,
      priceMax: 2500.5,
      sort: 'prAsc',
      bidTypes: ['Standard', 'Beginner'],
    });
    const again = readSearchUrl(writeSearchUrl(state));
    expect(again).toEqual(state);
  });

  it('falls back to the relevance sort for an unknown sort and leaves it out of the URL', () => {
    const state = readSearchUrl(new URLSearchParams('s=phone&srt=cheapest'));
    expect(state.filter.sort).toBe('rel');
    expect(writeSearchUrl(state).toString()).toBe('s=phone');
  });

  it('ignores a malformed department', () => {
    expect(readSearchUrl(new URLSearchParams('dep=abc')).departmentID).toBeUndefined();
    expect(readSearchUrl(new URLSearchParams('dep=0')).departmentID).toBeUndefined();
  });

  it('clears narrowing filters but keeps the search text and sort', () => {
    const state = readSearchUrl(new URLSearchParams('s=tv&cat=3&stat=Open,Ended&prMax=100&srt=new&dep=1'));
    expect(countActiveFilters(state)).toBe(5);
    const cleared = clearFilters(state);
    expect(cleared).toEqual({ filter: { search: 'tv', sort: 'new' } });
    expect(countActiveFilters(cleared)).toBe(0);
  });
});
