// The dashboard's order history (winnings) section: the filter read from and written to the URL
// with the list-page keys, status chips, days left to pay with the way to the cart, pages, and
// the loading, error and empty states, against a mocked /orders/history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import '../ui/pointer-event';
import { installFakeApi } from '../auth/fake-api';
import { SIGNED_IN_ROUTES } from '../support/fake-routes';
import { signInBeforeEach } from '../support/signed-in';

vi.setConfig({ testTimeout: 30_000 });

/** The dashboard is a lazy page: its first load may take a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };
const DAY = 86_400_000;

function order(id: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Won item ${id}`,
    price: '120.50',
    finalPrice: '120.50',
    discount: '0.00',
    quantity: 1,
    status,
    date: '2025-03-01T10:00:00.000Z',
    mainImage: null,
    auctionId: 100 + id,
    uploadedPhoto: null,
    ...extra,
  };
}

const OPTIONS = {
  status: [
    ['Awaiting Payment', 'Awaiting Payment'],
    ['Paid', 'Paid'],
    ['Shipped', 'Shipped'],
  ],
};

signInBeforeEach();

describe('order history section', () => {
  it('reads the filter from the URL, sends it, shows statuses and days left to pay, and pages', async () => {
    const fourDaysAgo = new Date(Date.now() - 4 * DAY).toISOString();
    const tenDaysAgo = new Date(Date.now() - 10 * DAY).toISOString();
    const api = installFakeApi({
      ...SIGNED_IN_ROUTES,
      '/orders/history': (body) => ({
        status: 200,
        body: {
          totalItems: 12,
          filterOptions: OPTIONS,
          orders:
            body.pageNumber === 1
              ? [
                  order(1, 'Awaiting Payment', { date: fourDaysAgo }),
                  order(2, 'Awaiting Payment', { date: tenDaysAgo }),
                  order(3, 'Shipped', { price: '200.00', finalPrice: '150.00', discount: '50.00' }),
                  order(4, 'Paid', { auctionId: undefined, title: '100 Blitz', quantity: 2 }),
                ]
              : [order(11, 'Delivered')],
        },
      }),
    });
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=winnings&stat=Shipped&cor=door&trak=BLZ&dLeft=3&pd=true&srt=prDesc');
    const list = await screen.findByRole('list', { name: 'Your orders' }, PAGE_LOAD);
    expect(api.bodiesOf('/orders/history')[0]).toMatchObject({
      status: ['Shipped'],
      courier: 'door',
      tracking: 'BLZ',
      daysLeft: 3,
      paid: true,
      sort: 'prDesc',
      pageNumber: 1,
      pageSize: 10,
    });
    expect(screen.getByText('12 order items')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toContain('Awaiting payment');
    expect(items[0]!.textContent).toContain('3 days left to pay');
    expect(items[0]!.textContent).toContain('R120.50');
    expect(within(items[0]!).getByRole('link', { name: 'Pay for Won item 1 in the cart' }).getAttribute('href')).toBe(
      '/dashboard?page=payment',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Won item 1' }).getAttribute('href')).toBe('/item/101');
    expect(items[1]!.textContent).toContain('The time to pay is over');
    expect(items[2]!.textContent).toContain('Shipped');
    expect(items[2]!.textContent).toContain('R150.00');
    expect(items[2]!.textContent).toContain('Was R200.00');
    expect(within(items[2]!).queryByRole('link', { name: /Pay for/ })).toBeNull();
    expect(items[3]!.textContent).toContain('Quantity: 2');
    expect(within(items[3]!).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Won item 11' })).toBeTruthy();
    expect(api.bodiesOf('/orders/history').at(-1)).toMatchObject({ pageNumber: 2 });
  });

  it('applies typed filters and the sort through the URL, and refuses a bad number of days', async () => {
    const api = installFakeApi({
      ...SIGNED_IN_ROUTES,
      '/orders/history': { status: 200, body: { totalItems: 1, filterOptions: OPTIONS, orders: [order(5, 'Paid')] } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/dashboard?page=winnings');
    await screen.findByRole('list', { name: 'Your orders' }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Days left to pay' }), 'soon');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Days left to pay must be a whole number.');

    await user.clear(screen.getByRole('textbox', { name: 'Days left to pay' }));
    await user.type(screen.getByRole('textbox', { name: 'Days left to pay' }), '2');
    const status = screen.getByRole('combobox', { name: 'Status' });
    const statuses = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual(['Any status', 'Awaiting payment', 'Paid', 'Shipped']);
    await user.selectOptions(status, 'Awaiting payment');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Not paid');
    await user.type(screen.getByRole('textbox', { name: 'Courier' }), 'Door');
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'BLZ1{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=winnings&stat=Awaiting+Payment&dLeft=2&pd=false&cor=Door&trak=BLZ1'),
    );
    await waitFor(() =>
      expect(api.bodiesOf('/orders/history').at(-1)).toMatchObject({
        status: ['Awaiting Payment'],
        daysLeft: 2,
        paid: false,
        courier: 'Door',
        tracking: 'BLZ1',
        pageNumber: 1,
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(router.state.location.search).toContain('srt=prAsc'));
    await waitFor(() => expect(api.bodiesOf('/orders/history').at(-1)).toMatchObject({ sort: 'prAsc' }));
  });

  it('shows the empty state, and a clear-filters way out when filters hide everything', async () => {
    installFakeApi({ ...SIGNED_IN_ROUTES, '/orders/history': { status: 204 } });
    const user = userEvent.setup();
    const { router } = renderRoutes('/dashboard?page=winnings&pd=true');
    expect(await screen.findByText('Nothing matches', {}, PAGE_LOAD)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?page=winnings'));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse auctions' }).getAttribute('href')).toBe('/');
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    installFakeApi({
      ...SIGNED_IN_ROUTES,
      '/orders/history': () =>
        fail ? { status: 403 } : { status: 200, body: { totalItems: 1, filterOptions: OPTIONS, orders: [order(6, 'Delivered')] } },
    });
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=winnings', { width: 360 });
    expect(await screen.findByText('Your orders could not be loaded. Try again.', {}, PAGE_LOAD)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getByText('Delivered')).toBeTruthy();
  });
});
