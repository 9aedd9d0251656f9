import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../src/ui/button';
import { Drawer, type DrawerProps } from '../../src/ui/drawer';

afterEach(cleanup);

function Harness({ side = 'left' }: { side?: DrawerProps['side'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer side={side} open={open} onClose={() => setOpen(false)} label="Search filters">
        <Button onClick={() => setOpen(false)}>Apply</Button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens from the keyboard as a dialog named by its label, with the focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.tab();
    await user.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Search filters' });
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Apply' })));
  });

  it('closes on Escape and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Harness side="bottom" />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('slides from the side it is given', async () => {
    render(<Harness side="right" />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect((await screen.findByRole('dialog')).className).toMatch(/right/);
  });
});
