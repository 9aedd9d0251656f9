import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionDialog } from '../../src/components/dialogs/action-dialog';
import { useDialogs, type DialogApi } from '../../src/components/dialogs/dialog-provider';
import { renderWithProviders } from './render';

let dialogs: DialogApi;
function Grab() {
  dialogs = useDialogs();
  return null;
}

afterEach(cleanup);

describe('DialogProvider', () => {
  it('shows an error dialog titled Error with the message and the support hint', async () => {
    renderWithProviders(<Grab />);
    act(() => dialogs.showError({ message: 'Auth failed' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(within(dialog).getByText('Auth failed')).toBeTruthy();
    expect(within(dialog).getByText(/contact our support team/)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('uses a given title and closes on OK', async () => {
    renderWithProviders(<Grab />);
    act(() => dialogs.showError({ title: 'Error!', message: 'Unable to parse data from server' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error!' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('queues dialogs and shows them one after the other', async () => {
    renderWithProviders(<Grab />);
    act(() => {
      dialogs.showError({ message: 'First problem' });
      dialogs.showSuccess({ title: 'Success', message: 'Magic Link sent' });
    });

    expect(await screen.findByText('First problem')).toBeTruthy();
    expect(screen.queryByText('Magic Link sent')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText('Magic Link sent')).toBeTruthy();
    // Success dialogs carry no support hint.
    expect(within(success).queryByText(/contact our support team/)).toBeNull();
  });

  it('shows and hides a blocking loading dialog', async () => {
    renderWithProviders(<Grab />);
    act(() => dialogs.showLoading('Logging in…'));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Logging in…');
    act(() => dialogs.hideLoading());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('keeps the loading dialog open on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Grab />);
    act(() => dialogs.showLoading('Logging in…'));
    const dialog = await screen.findByRole('dialog', { name: 'Logging in…' });
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Logging in…');
  });

  it('uses a default loading text', async () => {
    renderWithProviders(<Grab />);
    act(() => dialogs.showLoading());
    expect((await screen.findByRole('status')).textContent).toBe('Please wait…');
  });

  it('refuses to work outside the provider', () => {
    function Outside() {
      useDialogs();
      return null;
    }
    // React logs the thrown error; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Outside />)).toThrow('useDialogs must be used inside <DialogProvider>');
    spy.mockRestore();
  });
});

describe('ActionDialog', () => {
  it('is an alert dialog with its one action focused, which Escape does not close', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<ActionDialog open title="Network Timeout" message="Please reload the page." actionLabel="Reload" onAction={onAction} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Network Timeout' });
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText('Please reload the page.').id);
    const action = within(dialog).getByRole('button', { name: 'Reload' });
    await waitFor(() => expect(document.activeElement).toBe(action));
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    await user.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

/** An opener, and a dialog-like form that queues a success dialog and then closes itself. */
function SuccessFlow({ keepOpener = true }: { keepOpener?: boolean }) {
  const { showSuccess } = useDialogs();
  const [state, setState] = useState<'idle' | 'open' | 'done'>('idle');
  return (
    <main>
      <h1>Live auctions</h1>
      {(keepOpener || state === 'idle') && <button onClick={() => setState('open')}>Sign Up</button>}
      {state === 'open' && (
        <div role="dialog" aria-label="Sign up">
          <button
            onClick={() => {
              showSuccess({ title: 'Success', message: 'Check your email' });
              setState('done');
            }}
          >
            Send
          </button>
        </div>
      )}
    </main>
  );
}

describe('focus after a success dialog whose form has gone', () => {
  // jsdom lays nothing out; the rescue only picks elements that are on screen.
  const laidOut = () => vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);

  it('returns to the control that opened the form', async () => {
    const spy = laidOut();
    const user = userEvent.setup();
    renderWithProviders(<SuccessFlow />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await waitFor(() => expect(document.activeElement).toBe(within(success).getByRole('button', { name: 'OK' })));
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign Up' }));
    spy.mockRestore();
  });

  it('goes to the main heading when the opener has gone too', async () => {
    const spy = laidOut();
    const user = userEvent.setup();
    renderWithProviders(<SuccessFlow keepOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Success' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());
    const heading = screen.getByRole('heading', { name: 'Live auctions' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    spy.mockRestore();
  });
});
