import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../src/ui/button';
import { Popover } from '../../src/ui/popover';

afterEach(cleanup);

describe('Popover', () => {
  it('opens from the keyboard as a dialog named by its title, and closes on Escape back to its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Rules</Button>} title="How bidding works" closeLabel="Close">
        <p>Each bid adds a second.</p>
        <Button>More</Button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Rules' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await user.tab();
    await user.keyboard('{Enter}');

    const popover = await screen.findByRole('dialog', { name: 'How bidding works' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(popover).getByRole('heading', { name: 'How bidding works' })).toBeTruthy();
    expect(within(popover).getByText('Each bid adds a second.')).toBeTruthy();
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes from its X button', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Rules</Button>} label="Rules" closeLabel="Close">
        text
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const popover = await screen.findByRole('dialog', { name: 'Rules' });
    await user.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('follows a controlled open state', async () => {
    const { rerender } = render(
      <Popover trigger={<Button>Rules</Button>} label="Rules" open={false} onOpenChange={() => {}}>
        text
      </Popover>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Popover trigger={<Button>Rules</Button>} label="Rules" open onOpenChange={() => {}}>
        text
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Rules' })).toBeTruthy();
  });
});
