// The console's forms check what they can before calling (the contract's schemas and rules) and
// put the server's refusals in words: adding staff, a bid pack, a Blitz adjustment.
import type { StaffUser } from '@blitz/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PacksPage } from '../../src/features/packs/packs-page';
import { StaffPage } from '../../src/features/staff/staff-page';
import { AdjustForm } from '../../src/features/users/user-actions';
import { installFakeStaffApi, requestsTo } from '../support/fake-staff-api';
import { meRoute, renderPage, staffMember } from '../support/render-page';

describe('adding a staff member', () => {
  const list = { '/staff/list': { json: [staffMember('owner', 'owner@blitz.example.test')] } };

  it('refuses an address that is not one before calling', async () => {
    const requests = installFakeStaffApi({ ...meRoute('owner'), ...list });
    const user = userEvent.setup();
    renderPage(<StaffPage />);
    await screen.findByRole('cell', { name: /^owner@blitz.example.test/ });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new.operator@blitz');
    await user.click(screen.getByRole('button', { name: 'Add and email link' }));
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(requestsTo(requests, '/staff/create')).toEqual([]);
  });

  it('sends the address and the role, and says when the address has an account already (409)', async () => {
    const requests = installFakeStaffApi({ ...meRoute('owner'), ...list, '/staff/create': { status: 409 } });
    const user = userEvent.setup();
    renderPage(<StaffPage />);
    await screen.findByRole('cell', { name: /^owner@blitz.example.test/ });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Sipho@Blitz.example.test');
    await user.click(screen.getByRole('button', { name: 'Add and email link' }));
    expect(await screen.findByText('That email already has a staff account.')).toBeTruthy();
    expect(requestsTo(requests, '/staff/create')[0]!.body).toEqual({ email: 'sipho@blitz.example.test', role: 'operator' });
  });

  it('explains the 422 of a change that would leave no active owner', async () => {
    const other = { ...staffMember('owner', 'second@blitz.example.test'), id: 8 };
    installFakeStaffApi({ ...meRoute('owner'), '/staff/list': { json: [other] }, '/staff/update': { status: 422 } });
    const user = userEvent.setup();
    renderPage(<StaffPage />);
    const row = (await screen.findByRole('cell', { name: /second@blitz/ })).closest('tr')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The shop needs at least one active owner.')).toBeTruthy();
  });
});

describe('a bid pack', () => {
  it('needs a price above R0.00 and a whole number of Blitz, then saves', async () => {
    const saved = { id: 5, price: '99.00', bids: 120, active: true, position: 0, sold: 0 };
    const requests = installFakeStaffApi({ '/packs/list': { json: [] }, '/packs/save': { json: saved } });
    const user = userEvent.setup();
    renderPage(<PacksPage />);
    await user.click(await screen.findByRole('button', { name: 'New pack' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Price/), '0.00');
    await user.type(within(dialog).getByLabelText(/Blitz/), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Give a price like 99.00 (more than R0.00), a whole number of Blitz from 1, and a position from 0.'),
    ).toBeTruthy();
    expect(requestsTo(requests, '/packs/save')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Price/));
    await user.type(within(dialog).getByLabelText(/Price/), '99.00');
    await user.clear(within(dialog).getByLabelText(/Blitz/));
    await user.type(within(dialog).getByLabelText(/Blitz/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(requests, '/packs/save')[0]!.body).toEqual({ id: null, price: '99.00', bids: 120, active: true, position: 0 });
  });
});

describe('a Blitz adjustment', () => {
  const shopper: StaffUser = {
    id: 31,
    email: 'ayanda@example.co.za',
    nickname: 'Ayanda',
    freeBlitz: 10,
    paidBlitz: 0,
    banned: false,
    createdAt: '2026-01-02T09:00:00.000Z',
    firstName: 'Ayanda',
    lastName: 'Zulu',
    mobileNumber: null,
    location: null,
    language: 'zu',
    bannedAt: null,
    setUp: true,
    isStaff: false,
  };

  async function adjust(delta: string, reason: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Blitz (+ or -)'), delta);
    await user.type(screen.getByLabelText('Reason'), reason);
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
  }

  it('wants a whole number other than 0 and a reason', async () => {
    const requests = installFakeStaffApi(meRoute('owner'));
    renderPage(<AdjustForm user={shopper} />);
    await adjust('0', 'ok');
    expect(screen.getByText('Enter a whole number of Blitz other than 0 and a reason of at least 3 characters.')).toBeTruthy();
    expect(requestsTo(requests, '/users/adjust')).toEqual([]);
  });

  it("holds support to the contract's limit, and sends what passes", async () => {
    const requests = installFakeStaffApi({ ...meRoute('support'), '/users/adjust': { json: { ...shopper, freeBlitz: 60 } } });
    renderPage(<AdjustForm user={shopper} />);
    await waitFor(() => expect(requestsTo(requests, '/auth/me')).toHaveLength(1));
    await screen.findByLabelText('Blitz (+ or -)');
    await adjust('150', 'Refund of a failed payment');
    expect(await screen.findByText('Support staff adjust at most 100 Blitz per shopper a day.')).toBeTruthy();
    expect(requestsTo(requests, '/users/adjust')).toEqual([]);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Blitz (+ or -)'));
    await user.type(screen.getByLabelText('Blitz (+ or -)'), '50');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Balance now 60 free + 0 paid Blitz.')).toBeTruthy();
    expect(requestsTo(requests, '/users/adjust')[0]!.body).toEqual({
      id: 31,
      delta: 50,
      paid: false,
      reason: 'Refund of a failed payment',
    });
  });
});
