import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import { installFakeApi, type FakeRoutes } from '../auth/fake-api';
import { SIGNED_IN_ROUTES } from '../support/fake-routes';
import { fillReport } from './fill-report';

// The whole shop is mounted and typed into: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const baseRoutes: FakeRoutes = { ...SIGNED_IN_ROUTES, '/auction/getMajor': { status: 204 } };

async function openContactPage() {
  const user = userEvent.setup();
  renderRoutes('/contact-us');
  return { user, form: await screen.findByRole('form', { name: 'Report a problem' }) };
}

describe('/contact-us', () => {
  it('has the report form on the page, with the checks in SPEC order, and the support address', async () => {
    const api = installFakeApi(baseRoutes);
    const { user, form } = await openContactPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    const submit = within(form).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('Blank message cannot be submitted.');
    await user.type(within(form).getByLabelText(/^Message/), 'My bid did not show');
    await user.type(within(form).getByLabelText(/^Email/), 'bad');
    await user.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('Invalid email address.');
    await user.clear(within(form).getByLabelText(/^Email/));
    await user.type(within(form).getByLabelText(/^Email/), 'lerato@example.co.za');
    await user.type(within(form).getByLabelText(/^Cell Number/), '12');
    await user.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('Invalid cell number.');
    await user.clear(within(form).getByLabelText(/^Cell Number/));
    await user.type(within(form).getByLabelText(/^Cell Number/), '082 555 0199');
    await user.click(submit);
    expect(within(form).getByRole('alert').textContent).toBe('Please enter your name.');
    expect(api.bodiesOf('/report/create')).toEqual([]);
  });

  it('sends an anonymous report, shows success and clears the message for another', async () => {
    const api = installFakeApi({ ...baseRoutes, '/report/create': { status: 202 } });
    const { user, form } = await openContactPage();
    await fillReport(user, form, { name: 'Lerato', email: 'lerato@example.co.za', cell: '082 555 0199', message: 'My bid did not show' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeTruthy();
    const body = api.bodiesOf('/report/create')[0];
    expect(body).toMatchObject({
      fullName: 'Lerato',
      email: 'lerato@example.co.za',
      cellNumber: '082 555 0199',
      message: 'My bid did not show',
      type: 'Issue',
    });
    expect(body?.refreshToken).toBeUndefined();
    expect((within(form).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Lerato');
  });
});
