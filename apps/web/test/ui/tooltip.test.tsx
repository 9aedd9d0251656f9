import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IconButton } from '../../src/ui/button';
import { Tooltip } from '../../src/ui/tooltip';

afterEach(cleanup);

describe('Tooltip', () => {
  it('names its child with a string title, and shows the title on hover with an arrow', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip title="Add to favourites">
        <button type="button">♥</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(screen.queryByText('Add to favourites')).toBeNull();

    await user.hover(button);
    const bubble = await screen.findByText('Add to favourites');
    expect(bubble.querySelector('[class*="arrow"]')).toBeTruthy();
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByText('Add to favourites')).toBeNull());
  });

  it("keeps the child's own name", async () => {
    render(
      <Tooltip title="Shown on hover">
        <IconButton aria-label="Favourite">♥</IconButton>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeTruthy();
  });

  it('shows on keyboard focus and hides on Escape, leaving the focus on the child', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip title="Share">
        <IconButton aria-label="Share">↗</IconButton>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(document.activeElement).toBe(button);
    expect(await screen.findByText('Share', { selector: '[class*="popup"]' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Share', { selector: '[class*="popup"]' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
