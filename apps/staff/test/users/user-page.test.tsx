// A shopper's page: the history's tabs (ledger, bids, orders) each as a paged list of 20, the same
// list parts as the list pages, and the first page again whenever the tab changes.
import type { StaffUser } from '@blitz/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserPage } from '../../src/features/users/user-page';
import { installFakeStaffApi, requestsTo } from '../support/fake-staff-api';
import { meRoute, renderPage } from '../support/render-page';
import { orderRow, userRow } from '../support/rows';

const shopper: StaffUser = {
  ...userRow(5),
  firstName: 'Ayanda',
  lastName: null,
  mobileNumber: null,
  location: null,
  language: 'en',
  bannedAt: null,
  setUp: true,
  isStaff: false,
};

const ledgerRow = (id: number) => ({
  id,
  delta: 5,
  kind: 'adjustment',
  reference: null,
  paid: false,
  createdAt: '2026-03-01T08:00:00.000Z',
  reason: `Goodwill ${id}`,
});

describe("a shopper's history", () => {
  it('pages the ledger by 20, says when a tab has nothing, and starts a new tab on its first page', async () => {
    const requests = installFakeStaffApi({
      ...meRoute('support'),
      '/users/get': { json: shopper },
      '/users/ledger': (body) => ({ json: { rows: [ledgerRow(100 + (body.pageNumber as number))], total: 45 } }),
      '/users/bids': { json: { bids: [], total: 0 } },
      '/orders/list': { json: { orders: [orderRow(41)], total: 1 } },
    });
    const user = userEvent.setup();
    renderPage(<UserPage />, { path: '/users/5', route: '/users/:id' });
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByText('Goodwill 101')).toBeTruthy();
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Goodwill 103')).toBeTruthy();
    expect(requestsTo(requests, '/users/ledger').at(-1)!.body).toEqual({ id: 5, pageNumber: 3, pageSize: 20 });

    await user.click(screen.getByRole('tab', { name: 'Bids' }));
    expect(await screen.findByText('Nothing yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '#41' }).getAttribute('href')).toBe('/orders/41');
    await waitFor(() =>
      expect(requestsTo(requests, '/orders/list').at(-1)!.body).toEqual({ userId: 5, sort: 'new', pageNumber: 1, pageSize: 20 }),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
