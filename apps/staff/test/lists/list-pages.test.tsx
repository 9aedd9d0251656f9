// Each list page's own part on the scaffold: the filters it sends, its columns and its actions.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuctionsPage } from '../../src/features/auctions/auctions-page';
import { AuditPage } from '../../src/features/audit/audit-page';
import { ProductsPage } from '../../src/features/catalogue/products-page';
import { OrdersPage } from '../../src/features/orders/orders-page';
import { installFakeStaffApi, requestsTo } from '../support/fake-staff-api';
import { renderPage } from '../support/render-page';
import { auctionRow, auditRow, itemRow, orderRow } from '../support/rows';

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('the orders page', () => {
  it("sends the shop's order filters as the calls take them", async () => {
    const requests = installFakeStaffApi({ '/orders/list': { json: { orders: [orderRow(41)], total: 1 } } });
    const user = userEvent.setup();
    renderPage(<OrdersPage />);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('link', { name: '#41' }).getAttribute('href')).toBe('/orders/41');
    expect(requestsTo(requests, '/orders/list')[0]!.body).toEqual({
      status: null,
      buyer: null,
      courier: null,
      tracking: null,
      paid: null,
      daysLeft: null,
      sort: 'rel',
      pageNumber: 1,
      pageSize: 25,
    });
    await choose('Status', 'Processing');
    await choose('Paid', 'Not paid');
    await choose('Sort', 'Total, high to low');
    await user.type(screen.getByLabelText('Buyer (email or nickname)'), ' ayanda ');
    await user.type(screen.getByLabelText('Days left to pay'), 'x');
    await waitFor(() => expect(requestsTo(requests, '/orders/list').at(-1)!.body).toMatchObject({ buyer: 'ayanda', daysLeft: null }));
    await user.clear(screen.getByLabelText('Days left to pay'));
    await user.type(screen.getByLabelText('Days left to pay'), '3');
    await waitFor(() =>
      expect(requestsTo(requests, '/orders/list').at(-1)!.body).toEqual({
        status: ['Processing'],
        buyer: 'ayanda',
        courier: null,
        tracking: null,
        paid: false,
        daysLeft: 3,
        sort: 'prDesc',
        pageNumber: 1,
        pageSize: 25,
      }),
    );
  });

  it("exports what the filters find, and shows the export's failure", async () => {
    const requests = installFakeStaffApi({ '/orders/list': { json: { orders: [], total: 0 } }, '/orders/export': { status: 429 } });
    const user = userEvent.setup();
    renderPage(<OrdersPage />);
    expect(await screen.findByText('No order matches.')).toBeTruthy();
    await choose('Paid', 'Paid');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
    expect(requestsTo(requests, '/orders/export')[0]!.body).toMatchObject({ paid: true, sort: 'rel' });
    expect(requestsTo(requests, '/orders/export')[0]!.body).not.toHaveProperty('pageNumber');
  });
});

describe('the auctions page', () => {
  it('offers Withdraw only while an auction runs or waits, and withdraws after a confirmation', async () => {
    const requests = installFakeStaffApi({
      '/auctions/list': { json: { auctions: [auctionRow(5, { status: 'Open' }), auctionRow(6, { status: 'Ended' })], total: 2 } },
      '/auctions/withdraw': { status: 423 },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderPage(<AuctionsPage />);
    await screen.findByRole('table', { name: 'Auctions' });
    expect(screen.getByRole('link', { name: 'Edit Auction 5' }).textContent).toBe('Edit');
    expect(screen.getByRole('link', { name: 'View Auction 6' }).textContent).toBe('View');
    expect(screen.queryByRole('button', { name: 'Withdraw Auction 6' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw Auction 5' }));
    expect(confirm).toHaveBeenCalledWith('Withdraw "Auction 5"? It closes without a winner and every BidBuddy reserve goes back.');
    expect((await screen.findByRole('alert')).textContent).toBe('Locked');
    expect(requestsTo(requests, '/auctions/withdraw')[0]!.body).toEqual({ id: 5 });
  });

  it('filters by status and title', async () => {
    const requests = installFakeStaffApi({ '/auctions/list': { json: { auctions: [], total: 0 } } });
    const user = userEvent.setup();
    renderPage(<AuctionsPage />);
    expect(await screen.findByText('No auction matches.')).toBeTruthy();
    await choose('Status', 'Not Started');
    await user.type(screen.getByRole('searchbox', { name: 'Title contains' }), 'kettle');
    await waitFor(() =>
      expect(requestsTo(requests, '/auctions/list').at(-1)!.body).toEqual({
        status: 'Not Started',
        searchText: 'kettle',
        pageNumber: 1,
        pageSize: 25,
      }),
    );
  });
});

describe('the products page', () => {
  it('lists products with their auctions and reviews, and a new one needs a title', async () => {
    const saved = { ...itemRow(77), title: 'Hisense fridge', reviews: [] };
    const requests = installFakeStaffApi({
      '/catalogue/items/list': { json: { items: [itemRow(1)], total: 1 } },
      '/catalogue/items/save': { json: saved },
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { path: '/catalogue', route: '/catalogue' });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Product 123 (4.3★)');
    await user.click(screen.getByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add pictures' }));
    expect(within(dialog).getByText('A product needs a title of at most 200 characters.')).toBeTruthy();
    expect(requestsTo(requests, '/catalogue/items/save')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Hisense fridge');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add pictures' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(requestsTo(requests, '/catalogue/items/save')[0]!.body).toEqual({ title: 'Hisense fridge', description: '' });
  });
});

describe('the audit log', () => {
  it('shows who changed what, before and after, and sends the start time as ISO', async () => {
    const requests = installFakeStaffApi({ '/audit/list': { json: { entries: [auditRow(9)], total: 1 } } });
    renderPage(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'owner@blitz.example.test',
      'auction.update auction #9',
      '{\n "title": "Old"\n}',
      '{\n "title": "New"\n}',
    ]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01T10:00' } });
    await waitFor(() =>
      expect(requestsTo(requests, '/audit/list').at(-1)!.body).toMatchObject({
        from: new Date('2026-03-01T10:00').toISOString(),
        action: null,
        pageNumber: 1,
        pageSize: 50,
      }),
    );
  });
});
