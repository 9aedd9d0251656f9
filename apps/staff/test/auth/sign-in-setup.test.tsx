// Signing in and setting a password: the forms' own checks before anything is sent, the password
// sent only as its SHA-256 digest (inside the shop's loginToken for sign-in), the server's
// refusals in words, and the stored session afterwards.
import { encodeLoginToken, sha256Hex } from '@blitz/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SetupPage } from '../../src/features/auth/setup-page';
import { SignInPage } from '../../src/features/auth/sign-in-page';
import { useSession } from '../../src/lib/session';
import { readStaffToken, storeStaffToken } from '../../src/lib/token-store';
import { installFakeStaffApi, requestsTo } from '../support/fake-staff-api';
import { renderPage, staffMember } from '../support/render-page';

const session = { staffToken: 'fresh-staff-token', staff: staffMember('operator', 'thandi@blitz.example.test') };

describe('the sign-in page', () => {
  it('asks for an email and a password before calling, and says when the email is not one', async () => {
    const requests = installFakeStaffApi({});
    const user = userEvent.setup();
    renderPage(<SignInPage />, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/Email/), 'thandi@blitz');
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("sends the shop's loginToken of the email and the password's digest, then keeps the staff token", async () => {
    const requests = installFakeStaffApi({ '/auth/login': { json: session } });
    const user = userEvent.setup();
    renderPage(<SignInPage />, { signedIn: false });
    await user.type(screen.getByLabelText(/Email/), '  thandi@blitz.example.test ');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(readStaffToken()).toBe('fresh-staff-token'));
    const [login] = requestsTo(requests, '/auth/login');
    expect(login!.body).toEqual({ loginToken: encodeLoginToken('thandi@blitz.example.test', await sha256Hex('correct horse')) });
    expect(JSON.stringify(requests)).not.toContain('correct horse');
  });

  it.each([
    [401, 'Email or password is incorrect'],
    [429, 'Too many requests'],
    [500, 'Server error'],
  ])('a %i answer shows "%s"', async (status, text) => {
    installFakeStaffApi({ '/auth/login': { status } });
    const user = userEvent.setup();
    renderPage(<SignInPage />, { signedIn: false });
    await user.type(screen.getByLabelText(/Email/), 'thandi@blitz.example.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(readStaffToken()).toBeNull();
  });
});

describe('the setup page', () => {
  const path = '/setup/email-token-9?email=thandi%40blitz.example.test';

  it('wants at least 10 characters, typed the same twice, before calling', async () => {
    const requests = installFakeStaffApi({});
    const user = userEvent.setup();
    renderPage(<SetupPage />, { signedIn: false, path, route: '/setup/:token' });
    await user.type(screen.getAllByLabelText(/New password/)[0]!, 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords differ.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("sets the password's digest with the link's token and email, then signs in", async () => {
    const requests = installFakeStaffApi({ '/auth/setup': { json: session } });
    const user = userEvent.setup();
    renderPage(<SetupPage />, { signedIn: false, path, route: '/setup/:token' });
    const [first, again] = screen.getAllByLabelText(/New password/);
    await user.type(first!, 'a long new password');
    await user.type(again!, 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(readStaffToken()).toBe('fresh-staff-token');
    expect(requestsTo(requests, '/auth/setup')[0]!.body).toEqual({
      email: 'thandi@blitz.example.test',
      emailToken: 'email-token-9',
      password: await sha256Hex('a long new password'),
    });
  });

  it('says when the link was used or expired (401), and when it lacks its email', async () => {
    installFakeStaffApi({ '/auth/setup': { status: 401 } });
    const user = userEvent.setup();
    const { unmount } = renderPage(<SetupPage />, { signedIn: false, path, route: '/setup/:token' });
    for (const field of screen.getAllByLabelText(/New password/)) await user.type(field, 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link was used already or has expired. Ask an owner for a new one.');
    unmount();
    renderPage(<SetupPage />, { signedIn: false, path: '/setup/email-token-9', route: '/setup/:token' });
    expect(screen.getByText('Please check your link')).toBeTruthy();
  });
});

function WhoIsSignedIn() {
  const { staff, loading } = useSession();
  return <p>{loading ? 'loading' : (staff?.email ?? 'nobody')}</p>;
}

describe('the session', () => {
  it('reads the signed-in member with the stored token', async () => {
    const requests = installFakeStaffApi({ '/auth/me': { json: staffMember('support', 'sipho@blitz.example.test') } });
    renderPage(<WhoIsSignedIn />);
    expect(await screen.findByText('sipho@blitz.example.test')).toBeTruthy();
    expect(requests).toEqual([{ path: '/auth/me', body: {}, token: 'staff-token-1' }]);
  });

  it.each([401, 403])('forgets a token the server refuses (%i)', async (status) => {
    installFakeStaffApi({ '/auth/me': { status } });
    renderPage(<WhoIsSignedIn />);
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(readStaffToken()).toBeNull();
  });

  it('asks nothing without a token', async () => {
    const requests = installFakeStaffApi({});
    storeStaffToken(null);
    renderPage(<WhoIsSignedIn />, { signedIn: false });
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
