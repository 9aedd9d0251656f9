// The home page: what needs the staff member now, as the overview call tells it for their role
// (orders to ship, unread reports, auctions ending within the hour, today's takings against
// yesterday's), each card leading to its section, and the sections' links below.
import type { StaffOverview } from '@blitz/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../src/app/home-page';
import { installFakeStaffApi, requestsTo } from '../support/fake-staff-api';
import { meRoute, renderPage } from '../support/render-page';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const ownerOverview: StaffOverview = {
  ordersToShip: { count: 3, oldestPaidAt: '2026-03-01T08:00:00.000Z' },
  newReports: { count: 1, oldestAt: '2026-03-02T10:00:00.000Z' },
  endingSoon: {
    count: 5,
    auctions: [
      { id: 41, title: 'Defy kettle', endTime: inMinutes(4.5), currentPrice: '12.30', bidCount: 123 },
      { id: 42, title: 'Hisense fridge', endTime: inMinutes(50), currentPrice: '3.10', bidCount: 1 },
    ],
  },
  takings: { today: { day: '2026-03-02', cents: 7500 }, yesterday: { day: '2026-03-01', cents: 17_000 } },
};

/** The card headed `title`. */
const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('.MuiCard-root') as HTMLElement;

describe('the home page', () => {
  it("shows an owner every part, each leading to its section, and the sections' links below", async () => {
    const requests = installFakeStaffApi({ ...meRoute('owner'), '/overview/get': { json: ownerOverview } });
    renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(await screen.findByRole('heading', { name: 'Orders to ship' })).toBeTruthy();
    expect(requestsTo(requests, '/overview/get')).toEqual([{ path: '/overview/get', body: {}, token: 'staff-token-1' }]);

    const orders = card('Orders to ship');
    expect(within(orders).getByText('3')).toBeTruthy();
    expect(within(orders).getByText(/^3 paid orders wait to ship; the oldest was paid /)).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Open the orders' }).getAttribute('href')).toBe('/orders');

    const reports = card('Unread reports');
    expect(within(reports).getByText(/^1 report nobody has opened/)).toBeTruthy();
    expect(within(reports).getByRole('link', { name: 'Open the reports' }).getAttribute('href')).toBe('/reports');

    const ending = card('Ending within the hour');
    expect(within(ending).getByText(/^5 Open auctions end in the next 60 minutes; the first at \d\d:\d\d\.$/)).toBeTruthy();
    expect(within(ending).getByRole('link', { name: 'Open the live monitor' }).getAttribute('href')).toBe('/live-monitor');
    const soonest = screen.getByRole('table', { name: 'Auctions ending within the hour' });
    const rows = within(soonest)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((cells) => [cells[0], cells[1]!.replace(/^\d\d:\d\d /, ''), cells[2], cells[3]])).toEqual([
      ['Defy kettle', '(in 5 min)', 'R12.30', '123'],
      ['Hisense fridge', '(in 50 min)', 'R3.10', '1'],
    ]);
    expect(within(soonest).getByRole('link', { name: 'Defy kettle' }).getAttribute('href')).toBe('/auctions/41');
    expect(screen.getByText('and 3 more on the live monitor')).toBeTruthy();

    const takings = card("Today's takings");
    expect(within(takings).getByText('R75.00')).toBeTruthy();
    expect(within(takings).getByText('R95.00 less than yesterday (R170.00).')).toBeTruthy();
    expect(within(takings).getByRole('link', { name: 'Open the figures' }).getAttribute('href')).toBe('/figures');

    const sections = screen.getByRole('heading', { name: 'Sections' }).nextElementSibling as HTMLElement;
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Auctions', 'Live monitor', 'Catalogue', 'Bid packs', 'Figures', 'Orders', 'Users', 'Reports', 'Staff', 'Audit log']);
  });

  it('shows support only the parts of its sections, and says when nothing waits', async () => {
    const overview: StaffOverview = {
      ordersToShip: { count: 0, oldestPaidAt: null },
      newReports: { count: 0, oldestAt: null },
      endingSoon: null,
      takings: { today: { day: '2026-03-02', cents: 100 }, yesterday: { day: '2026-03-01', cents: 100 } },
    };
    installFakeStaffApi({ ...meRoute('support'), '/overview/get': { json: { ...overview, takings: null } } });
    renderPage(<HomePage />);
    expect(await screen.findByText('No paid order is waiting to ship.')).toBeTruthy();
    expect(screen.getByText('Every report has been read.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ending within the hour' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: "Today's takings" })).toBeNull();
    const sections = screen.getByRole('heading', { name: 'Sections' }).nextElementSibling as HTMLElement;
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Users', 'Reports']);
  });

  it('says when today has taken more, or the same, as yesterday', async () => {
    const more = {
      ...ownerOverview,
      takings: { today: { day: '2026-03-02', cents: 20_000 }, yesterday: { day: '2026-03-01', cents: 17_000 } },
    };
    installFakeStaffApi({ ...meRoute('owner'), '/overview/get': { json: more } });
    const { unmount } = renderPage(<HomePage />);
    expect(await screen.findByText('R30.00 more than yesterday (R170.00).')).toBeTruthy();
    unmount();
    const same = { ...ownerOverview, takings: { today: { day: '2026-03-02', cents: 500 }, yesterday: { day: '2026-03-01', cents: 500 } } };
    installFakeStaffApi({ ...meRoute('owner'), '/overview/get': { json: same } });
    renderPage(<HomePage />);
    expect(await screen.findByText('The same as yesterday.')).toBeTruthy();
  });

  it("shows the overview's failure and still the sections", async () => {
    installFakeStaffApi({ ...meRoute('operator'), '/overview/get': { status: 403 } });
    renderPage(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('No Permission');
    expect(screen.getByRole('link', { name: 'Auctions' })).toBeTruthy();
  });
});
