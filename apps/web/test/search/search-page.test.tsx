import type { Department, SearchResult } from '@blitz/contract';
import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SearchPage from '../../src/app/pages/search/search-page';
import { renderWithProviders } from '../components/render';
import '../ui/pointer-event';
import { makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from './fetch-mock';
import { resetBetweenTests } from '../support/reset-between-tests';

const departments: Department[] = [
  { id: 1, department: 'Electronics', banner: { full: '/b.webp' }, subDepartments: [{ id: 3, name: 'Phones', thumb: '/t.webp' }] },
];

function result(found: number, suggested: number, total = found): SearchResult {
  return {
    products: {
      found: Array.from({ length: found }, (_, i) => makeProduct({ id: 100 + i, title: `Found ${i}` })),
      suggested: Array.from({ length: suggested }, (_, i) => makeProduct({ id: 200 + i, title: `Suggested ${i}` })),
    },
    totalProducts: total,
    filters: { category: [3], available: [], rating: [], bidType: [], status: [], price: 999 },
  };
}

resetBetweenTests({ clearStorage: true });

describe('SearchPage', () => {
  it('sends the URL filter to /search/auction and shows suggestions when few are found', async () => {
    const calls = stubApi({ '/departments/get': () => json(200, departments), '/search/auction': () => json(200, result(1, 2)) });
    renderWithProviders(<SearchPage />, { route: '/search?s=fone&cat=3&srt=bogus&prMax=500&dep=1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “fone”' })).toBeTruthy();
    const results = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(1));
    const suggestions = screen.getByRole('list', { name: 'Did you mean' });
    expect(await within(suggestions).findByText('Suggested 1')).toBeTruthy();
    await waitFor(() => expect(within(suggestions).getAllByRole('article')).toHaveLength(2));
    // Headings step down one level at a time: the page's title, each list's heading, the cards' titles.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
    expect(screen.getByText('1 auction found')).toBeTruthy();

    const search = calls.find((call) => call.path === '/search/auction');
    expect(search?.body).toMatchObject({ searchText: 'fone', categoryID: [3], maxPrice: 500, departmentID: 1, sort: 'rel', pageNumber: 1 });
    expect(screen.getByRole('checkbox', { name: 'Phones' }).getAttribute('aria-checked')).toBe('true');
  });

  it('names a category listing after its category and shows an empty state with a way out', async () => {
    stubApi({ '/departments/get': () => json(200, departments), '/search/auction': () => json(204) });
    renderWithProviders(<SearchPage />, { route: '/search?cat=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Phones' })).toBeTruthy();
    expect(await screen.findByText('No auctions match')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('shows an error with a retry when the search fails', async () => {
    stubApi({ '/departments/get': () => json(200, departments), '/search/auction': () => json(500, { message: 'Internal Server Error' }) });
    renderWithProviders(<SearchPage />, { route: '/search?s=tv' });
    expect(await screen.findByText(/results could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
