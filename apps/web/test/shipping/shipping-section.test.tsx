// The dashboard's shipping section: the empty state, adding an address with the form's checks
// (required fields, province list, four-digit postal code, the phone rule) before anything is
// sent, editing and deleting after a confirmation, and the limit answer, against a fake API
// that keeps the profiles it is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import { installFakeApi, type FakeRoutes } from '../auth/fake-api';
import { SIGNED_IN_ROUTES } from '../support/fake-routes';
import { signInBeforeEach } from '../support/signed-in';

vi.setConfig({ testTimeout: 30_000 });
const PAGE_LOAD = { timeout: 10_000 };

function fakeShippingApi(extra: FakeRoutes = {}) {
  let profiles: Record<string, unknown>[] = [];
  let nextId = 1;
  const fields = (body: Record<string, unknown>) => {
    const { lanIso: _l, refreshToken: _r, id: _i, ...rest } = body;
    return rest;
  };
  return installFakeApi({
    ...SIGNED_IN_ROUTES,
    '/shipping/get': () => ({ status: 200, body: profiles }),
    '/shipping/create': (body) => {
      profiles = [...profiles, { id: nextId++, ...fields(body) }];
      return { status: 202 };
    },
    '/shipping/update': (body) => {
      profiles = profiles.map((p) => (p.id === body.id ? { id: body.id, ...fields(body) } : p));
      return { status: 202 };
    },
    '/shipping/delete': (body) => {
      profiles = profiles.filter((p) => p.id !== body.shippingID);
      return { status: 202 };
    },
    ...extra,
  });
}

signInBeforeEach();

describe('shipping section', () => {
  it('adds an address after checking the form, then edits and deletes it', async () => {
    const api = fakeShippingApi();
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=shipping', { width: 360 });
    expect(await screen.findByText('No delivery addresses yet', {}, PAGE_LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(box('Address name')).toBe(document.activeElement);
    expect(box('Address name').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    expect(api.bodiesOf('/shipping/create')).toHaveLength(0);

    await user.type(box('Address name'), 'Home');
    await user.type(box('Recipient name'), 'Thandi Mokoena');
    await user.type(box('Recipient mobile number'), '08212');
    await user.type(box('Street address'), '12 Vilakazi Street');
    await user.type(box('City or town'), 'Soweto');
    await user.type(box('Postal code'), '180');
    const province = within(dialog).getByRole('combobox', { name: /^Province/ });
    const provinces = within(province)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(provinces).toHaveLength(9);
    await user.selectOptions(province, 'Gauteng');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText('Invalid cell number.')).toBeTruthy();
    expect(within(dialog).getByText('Postal code must be four digits')).toBeTruthy();
    expect(box('Recipient mobile number')).toBe(document.activeElement);
    expect(api.bodiesOf('/shipping/create')).toHaveLength(0);

    await user.type(box('Recipient mobile number'), '34567');
    await user.type(box('Postal code'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('/shipping/create')[0]).toMatchObject({
      title: 'Home',
      recipientName: 'Thandi Mokoena',
      recipientMobile: '0821234567',
      streetAddress: '12 Vilakazi Street',
      complex: '',
      city: 'Soweto',
      province: 'Gauteng',
      postalCode: '1804',
      country: 'South Africa',
    });
    const list = await screen.findByRole('list', { name: 'Your delivery addresses' });
    expect(within(list).getByText('Thandi Mokoena')).toBeTruthy();
    expect(within(list).getByText('Gauteng, 1804, South Africa')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Edit Home' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit delivery address' });
    const title = within(edit).getByRole('textbox', { name: /^Address name/ });
    expect((title as HTMLInputElement).value).toBe('Home');
    await user.clear(title);
    await user.type(title, 'Gogo’s house');
    await user.click(within(edit).getByRole('button', { name: 'Save address' }));
    expect(await within(list).findByText('Gogo’s house')).toBeTruthy();
    expect(api.bodiesOf('/shipping/update')[0]).toMatchObject({ id: 1, title: 'Gogo’s house', postalCode: '1804' });

    await user.click(within(list).getByRole('button', { name: 'Delete Gogo’s house' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    // Cancel, the safe choice, takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No delivery addresses yet')).toBeTruthy();
    expect(api.bodiesOf('/shipping/delete')).toEqual([expect.objectContaining({ shippingID: 1 })]);
  });

  it('says when the address limit is reached', async () => {
    fakeShippingApi({ '/shipping/create': { status: 422, body: { message: 'Unprocessable Entity' } } });
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=shipping');
    await user.click(await screen.findByRole('button', { name: 'Add address' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    const fill = async (name: string, value: string) =>
      user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), value);
    await fill('Address name', 'Work');
    await fill('Recipient name', 'Sipho Dlamini');
    await fill('Recipient mobile number', '0731234567');
    await fill('Street address', '1 Main Road');
    await fill('City or town', 'Polokwane');
    await fill('Postal code', '0699');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Province/ }), 'Limpopo');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('You can keep up to 10 addresses. Delete one to add another.')).toBeTruthy();
  });
});
