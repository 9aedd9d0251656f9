import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../src/ui/button';
import { Dialog, type DialogProps } from '../../src/ui/dialog';

afterEach(cleanup);

/** A button that opens the dialog, as a page would. */
function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete address"
        description="The address goes from your book."
        actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
        {...props}
      >
        <p>Content</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the keyboard, named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Delete address' })).toBeTruthy();
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The address goes from your book.');
    expect(within(dialog).getByText('Content')).toBeTruthy();
    // The focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps the focus inside while tabbing, from the last control back to the first', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    // Past the last control, Base UI's focus guard sends the focus back to the first.
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('closes from the X button named by closeLabel', async () => {
    const user = userEvent.setup();
    render(<Harness closeLabel="Close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses the given ids for its title and description', async () => {
    render(<Harness titleId="t1" descriptionId="d1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe('t1');
    expect(dialog.getAttribute('aria-describedby')).toBe('d1');
  });

  it('is an alertdialog when alert, which Escape still closes', async () => {
    const user = userEvent.setup();
    render(<Harness alert />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete address' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('marks the popup with its width and the full-screen class', async () => {
    render(<Harness maxWidth="xs" fullScreenBelow="sm" className="mine" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.className).toMatch(/xs/);
    expect(dialog.className).toMatch(/fullScreenPopup/);
    expect(dialog.className).toMatch(/mine$/);
  });
});
