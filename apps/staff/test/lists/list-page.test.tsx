// The list scaffold every list page uses: loading, the failed call's text, the empty text, the
// table with the page's columns, pages when the rows outnumber one page, and the first page again
// whenever a filter changes. Shown on the reports inbox and the users section.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportsPage } from '../../src/features/reports/reports-page';
import { UsersPage } from '../../src/features/users/users-page';
import { installFakeStaffApi, requestsTo, type FakeRoutes } from '../support/fake-staff-api';
import { renderPage } from '../support/render-page';
import { reportRow, userRow } from '../support/rows';

/** /reports/list answering `total` reports, 25 a page, of the page asked for. */
const reportPages = (total: number): FakeRoutes => ({
  '/reports/list': (body) => {
    const first = ((body.pageNumber as number) - 1) * 25;
    const count = Math.max(0, Math.min(25, total - first));
    return { json: { reports: Array.from({ length: count }, (_, i) => reportRow(first + i + 1)), total } };
  },
});

describe('a list page', () => {
  it('shows loading until the answer comes, then the rows in a table named after the page', async () => {
    installFakeStaffApi(reportPages(2));
    renderPage(<ReportsPage />);
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['From', 'Message', 'Status', 'Received']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Reporter 2' }).getAttribute('href')).toBe('/reports/2');
    expect(document.title).toBe('Reports | Blitz Auctions staff');
  });

  it("shows the failed call's text and no table", async () => {
    installFakeStaffApi({ '/reports/list': { status: 403 } });
    renderPage(<ReportsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('No Permission');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No report matches.')).toBeNull();
  });

  it('shows its empty text when nothing matches', async () => {
    installFakeStaffApi(reportPages(0));
    renderPage(<ReportsPage />);
    expect(await screen.findByText('No report matches.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the rows, and goes back to the first page when a filter changes', async () => {
    const requests = installFakeStaffApi(reportPages(60));
    const user = userEvent.setup();
    renderPage(<ReportsPage />);
    await screen.findByRole('table', { name: 'Reports' });
    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('link', { name: 'Reporter 60' })).toBeTruthy();
    expect(requestsTo(requests, '/reports/list').at(-1)!.body).toMatchObject({ pageNumber: 3, pageSize: 25 });

    await user.type(screen.getByRole('searchbox', { name: 'Search name, email or message' }), '  kettle ');
    await waitFor(() =>
      expect(requestsTo(requests, '/reports/list').at(-1)!.body).toEqual({ status: null, query: 'kettle', pageNumber: 1, pageSize: 25 }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'in progress' }));
    await waitFor(() =>
      expect(requestsTo(requests, '/reports/list').at(-1)!.body).toEqual({
        status: 'in progress',
        query: 'kettle',
        pageNumber: 1,
        pageSize: 25,
      }),
    );
  });

  it('has no pages when one page holds every row, and its own table name and empty text', async () => {
    const requests = installFakeStaffApi({
      '/users/search': (body) => ({
        json: body.query === 'nobody' ? { users: [], total: 0 } : { users: [userRow(1), userRow(2)], total: 2 },
      }),
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'Shoppers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Shopper1', 'shopper1@example.co.za', '5 + 20', 'active'],
      ['Shopper2', 'shopper2@example.co.za', '5 + 20', 'banned'],
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Email or nickname' }), 'nobody');
    expect(await screen.findByText('No shopper matches.')).toBeTruthy();
    expect(requestsTo(requests, '/users/search').at(-1)!.body).toEqual({ query: 'nobody', pageNumber: 1, pageSize: 25 });
  });
});
