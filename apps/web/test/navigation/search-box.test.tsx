// The header search box: Enter submits the trimmed, URL-encoded text; blank text is ignored.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchUrl } from '../../src/features/navigation/components/search-box';
import { renderRoutes } from '../app/test-utils';
import { headerRoutes } from './header-harness';

describe('searchUrl', () => {
  it('trims and URL-encodes', () => {
    expect(searchUrl('  smart tv & sound  ')).toBe('/search?s=smart%20tv%20%26%20sound');
  });

  it('ignores text that is empty after trimming', () => {
    expect(searchUrl('   \t ')).toBeNull();
  });
});

describe('SearchBox', () => {
  it.each([1440, 900, 390])('Enter goes to the search page (%i px)', async (width) => {
    const { router } = renderRoutes('/winners', { width, routeTable: headerRoutes() });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search auctions' }), '  4K TV/OLED  {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?s=4K%20TV%2FOLED');
    expect(new URLSearchParams(router.state.location.search).get('s')).toBe('4K TV/OLED');
  });

  it('Enter on blank text stays put', async () => {
    const { router } = renderRoutes('/winners', { routeTable: headerRoutes() });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search auctions' }), '    {Enter}');
    expect(router.state.location.pathname).toBe('/winners');
    expect(router.state.location.search).toBe('');
  });

  it('starts with the text of the current search', () => {
    renderRoutes('/search?s=bicycle', { routeTable: headerRoutes() });
    expect((screen.getByRole('searchbox', { name: 'Search auctions' }) as HTMLInputElement).value).toBe('bicycle');
  });
});
