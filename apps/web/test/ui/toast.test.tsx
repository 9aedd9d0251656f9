import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { ToastProvider, useToast, type ToastOptions } from '../../src/ui/toast';

afterEach(cleanup);

function Shower({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Show</Button>;
}

function renderToast(options: ToastOptions) {
  render(
    <ToastProvider closeLabel="Dismiss" regionLabel="Messages">
      <Shower options={options} />
    </ToastProvider>,
  );
  return screen.getByRole('button', { name: 'Show' });
}

describe('Toast', () => {
  it('shows its message in a polite live region', async () => {
    const user = userEvent.setup();
    await user.click(renderToast({ message: 'Saved to favourites', severity: 'success' }));

    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const message = await within(region).findByText('Saved to favourites');
    expect(message.closest('[data-type]')?.getAttribute('data-type')).toBe('success');
    // Only errors interrupt.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error at once through role alert', async () => {
    const user = userEvent.setup();
    await user.click(renderToast({ message: 'Bid refused', severity: 'error' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Bid refused');
  });

  it('is reached with F6, and closes on its X button from the keyboard', async () => {
    const user = userEvent.setup();
    await user.click(renderToast({ message: 'Copied', timeout: 0 }));
    const region = screen.getByRole('region', { name: 'Messages' });
    await within(region).findByText('Copied');
    // Hidden from screen readers until the region is reached, so that the live region reads the message alone.
    expect(within(region).queryByRole('button', { name: 'Dismiss' })).toBeNull();

    await user.keyboard('{F6}');
    expect(document.activeElement).toBe(region);
    await user.tab();
    await user.tab();
    const close = within(region).getByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Copied')).toBeNull());
  });

  it('closes by itself after its timeout', async () => {
    const user = userEvent.setup();
    await user.click(renderToast({ message: 'Brief', timeout: 400 }));
    expect(await screen.findByText('Brief')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Brief')).toBeNull());
  });

  it('refuses to work outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Shower options={{ message: 'x' }} />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
