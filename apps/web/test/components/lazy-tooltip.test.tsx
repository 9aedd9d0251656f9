// LazyTooltip: the child is named by the title before anything loads; hovering or keyboard
// focus loads the kit's tooltip and shows the bubble without remounting the child (focus stays);
// leaving, blur and Escape close it.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyTooltip } from '../../src/components/lazy-tooltip';

afterEach(cleanup);

describe('LazyTooltip', () => {
  it('names an unnamed child by its title and keeps a name the child gives itself', () => {
    render(
      <>
        <LazyTooltip title="Switch to light">
          <button type="button">☀</button>
        </LazyTooltip>
        <LazyTooltip title="Change language">
          <button type="button" aria-label="Change language (EN)">
            EN
          </button>
        </LazyTooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Switch to light' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change language (EN)' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the bubble on hover and hides it on leaving', async () => {
    const user = userEvent.setup();
    render(
      <LazyTooltip title="Add to favourites">
        <button type="button">♥</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Add to favourites');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on keyboard focus without taking the focus, and Escape closes it', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    render(
      <LazyTooltip title="Open the chat">
        <button type="button" onClick={() => (clicks += 1)}>
          chat
        </button>
      </LazyTooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Open the chat' });
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Open the chat');
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.keyboard('{Enter}');
    expect(clicks).toBe(1);
  });
});
