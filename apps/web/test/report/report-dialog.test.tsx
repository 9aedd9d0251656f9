import { STORAGE_KEYS } from '@blitz/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import { installFakeApi, makeJwt, type FakeRoutes } from '../auth/fake-api';
import { EMPTY_HOME_ROUTES, SIGNED_IN_ROUTES } from '../support/fake-routes';
import { fillReport } from './fill-report';

// Each test mounts the whole shop and types into it: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const baseRoutes: FakeRoutes = { ...EMPTY_HOME_ROUTES, ...SIGNED_IN_ROUTES };

async function openReport() {
  const user = userEvent.setup();
  renderRoutes('/');
  await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Report a Problem' }) };
}

describe('Report a Problem', () => {
  it('checks message, then email, then cell number, in that order', async () => {
    const api = installFakeApi(baseRoutes);
    const { user, dialog } = await openReport();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sipho');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bad');
    await user.type(within(dialog).getByLabelText(/^Cell Number/), '12');
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Blank message cannot be submitted.');
    await user.type(within(dialog).getByLabelText(/^Message/), 'The timer froze');
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid email address.');
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'sipho@example.co.za');
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid cell number.');
    expect(api.bodiesOf('/report/create')).toEqual([]);
  });

  it('checks the message before the name; the name is required after the checks of SPEC.md', async () => {
    const api = installFakeApi(baseRoutes);
    const { user, dialog } = await openReport();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Blank message cannot be submitted.');
    await fillReport(user, dialog, { email: 'sipho@example.co.za', cell: '082 555 0199', message: 'The timer froze' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter your name.');
    expect(api.bodiesOf('/report/create')).toEqual([]);
  });

  it('sends an anonymous report without a token, shows Submitting, and 202 shows success', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = installFakeApi({ ...baseRoutes, '/report/create': { status: 202 } });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/report/create')) await gate;
      return original(input, init);
    });
    const { user, dialog } = await openReport();
    await fillReport(user, dialog, { name: 'Sipho', email: 'sipho@example.co.za', cell: '082 123 4567', message: 'The timer froze' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting' })).toBeTruthy();
    release();
    expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a Problem' })).toBeNull());
    const body = api.bodiesOf('/report/create')[0];
    expect(body).toMatchObject({
      fullName: 'Sipho',
      email: 'sipho@example.co.za',
      cellNumber: '082 123 4567',
      message: 'The timer froze',
      type: 'Issue',
    });
    expect(body?.refreshToken).toBeUndefined();
  });

  it('prefills email and cell number from the signed-in user', async () => {
    installFakeApi(baseRoutes);
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(86_000, { mobileNumber: '0821234567' }));
    const { dialog } = await openReport();
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('thandi@example.co.za');
    expect((within(dialog).getByLabelText(/^Cell Number/) as HTMLInputElement).value).toBe('0821234567');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });
});
