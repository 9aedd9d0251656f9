// The home page's recent winnings are asked for once their section nears the screen (issue 15).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeWinnings } from '../../src/app/pages/home/home-winnings';
import { stubIntersectionObserver } from '../components/intersection-observer';
import { renderWithProviders } from '../components/render';
import { makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests();

describe('HomeWinnings', () => {
  it('shows its loading cards without asking for the winnings until the section nears the screen, then shows them', async () => {
    const report = stubIntersectionObserver();
    const calls = stubApi({
      '/winnings/recent': () => json(200, { products: [makeProduct({ id: 7, title: 'Won kettle', status: 'Ended' })], totalProducts: 1 }),
    });
    renderWithProviders(<HomeWinnings />);
    const section = screen.getByRole('region', { name: 'Recently won' });
    expect(within(section).getByRole('link', { name: 'Winners' }).getAttribute('href')).toBe('/winners');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/winnings/recent')).toHaveLength(0);

    await report(section, true);
    expect(await within(section).findByText('Won kettle')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/winnings/recent')).toHaveLength(1);
    // Out of sight again, it keeps what it has and asks for nothing more.
    await report(section, false);
    await waitFor(() => expect(within(section).getByText('Won kettle')).toBeTruthy());
    expect(calls.filter((call) => call.path === '/winnings/recent')).toHaveLength(1);
  });
});
