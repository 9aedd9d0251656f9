import { STORAGE_KEYS } from '@blitz/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import { EMPTY_HOME_ROUTES } from '../support/fake-routes';
import { installFakeApi } from './fake-api';

// Each test mounts the whole shop and types into it: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/features/auth/page-reload', () => ({ reloadPage: vi.fn(), goToPage: vi.fn() }));

async function openFromHeader(button: string, dialogName: string) {
  const user = userEvent.setup();
  renderRoutes('/');
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}

describe('sign-up modal', () => {
  it('sends the email with the stored referrer token and shows the activation text', async () => {
    const api = installFakeApi({ ...EMPTY_HOME_ROUTES, '/auth/register': { status: 200, body: { rStatus: 'success', message: 'ok' } } });
    localStorage.setItem(STORAGE_KEYS.referrerToken, 'ref-42');
    const { user, dialog } = await openFromHeader('Sign Up', 'Sign up');
    const submit = within(dialog).getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Email/), 'new@example.co.za');
    await user.click(submit);
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText(/check your email for the activation link/)).toBeTruthy();
    expect(api.bodiesOf('/auth/register')[0]).toMatchObject({ email: 'new@example.co.za', referrerToken: 'ref-42' });
  });

  it.each([
    ['email', 'Email already exists'],
    ['nickname', 'Nickname already exists'],
    ['other', 'Account already exists'],
  ])('209 with message %s shows "%s"', async (message, text) => {
    installFakeApi({ ...EMPTY_HOME_ROUTES, '/auth/register': { status: 209, body: { message } } });
    const { user, dialog } = await openFromHeader('Sign Up', 'Sign up');
    await user.type(within(dialog).getByLabelText(/^Email/), 'old@example.co.za');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(text)).toBeTruthy();
  });
});

describe('forgot password and magic link', () => {
  it('forgot: strips whitespace, 202 shows "Reset email sent"', async () => {
    const api = installFakeApi({ ...EMPTY_HOME_ROUTES, '/auth/forgot': { status: 202 } });
    const { user, dialog } = await openFromHeader('Login', 'Log in');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    await user.type(within(forgot).getByLabelText(/^Email/), ' thandi @example.co.za');
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset email sent' })).toBeTruthy();
    expect(api.bodiesOf('/auth/forgot')[0]?.email).toBe('thandi@example.co.za');
  });

  it('magic link: takes the typed email, 204 shows "Email does not exist", 202 "Magic Link sent"', async () => {
    let status = 204;
    installFakeApi({ ...EMPTY_HOME_ROUTES, '/auth/magiclink': () => ({ status }) });
    const { user, dialog } = await openFromHeader('Login', 'Log in');
    await user.type(within(dialog).getByLabelText(/^Email/), 'thandi@example.co.za');
    await user.click(within(dialog).getByRole('button', { name: 'Magic Link' }));
    const magic = await screen.findByRole('dialog', { name: 'Magic Link' });
    expect((within(magic).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('thandi@example.co.za');
    await user.click(within(magic).getByRole('button', { name: 'Send Magic Link' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Email does not exist')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    status = 202;
    await user.click(within(magic).getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('dialog', { name: 'Magic Link sent' })).toBeTruthy();
  });
});
