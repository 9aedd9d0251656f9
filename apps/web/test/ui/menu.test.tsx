import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from '../../src/ui/button';
import { MemoryRouter } from 'react-router';
import { Menu, MenuCheckboxItem, MenuItem, MenuLinkItem, MenuSeparator } from '../../src/ui/menu';
import './pointer-event';

afterEach(cleanup);

function renderMenu(onEdit = vi.fn(), onDelete = vi.fn()) {
  render(
    <Menu trigger={<Button>Actions</Button>}>
      <MenuItem onClick={onEdit} icon={<svg data-testid="icon" />}>
        Edit
      </MenuItem>
      <MenuItem onClick={() => {}} disabled>
        Archive
      </MenuItem>
      <MenuSeparator />
      <MenuItem onClick={onDelete}>Delete</MenuItem>
    </Menu>,
  );
  return { onEdit, onDelete, trigger: screen.getByRole('button', { name: 'Actions' }) };
}

describe('Menu', () => {
  it('makes the given button its trigger', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard, moves with the arrows and picks with Enter, then gives the focus back', async () => {
    const user = userEvent.setup();
    const { trigger, onDelete, onEdit } = renderMenu();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Archive', 'Delete']);
    expect(items[1]!.getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('separator')).toBeTruthy();

    // Opened from the keyboard, the first item has the focus.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    // The disabled item takes the focus (so that it is heard) but cannot be picked.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{Enter}');

    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape without picking', async () => {
    const user = userEvent.setup();
    const { trigger, onEdit } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('picks an item with a click, its icon hidden from screen readers', async () => {
    const user = userEvent.setup();
    const { trigger, onEdit } = renderMenu();
    await user.click(trigger);
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    expect(within(edit).getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    await user.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('takes an icon button as its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Menu trigger={<IconButton aria-label="More">⋮</IconButton>}>
        <MenuItem>Share</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Share' })).toBeTruthy();
  });
});

describe('Menu beside an element, with link and checkbox items', () => {
  it('opens beside its anchor, follows a link item and ticks a checkbox item without closing', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const anchor = document.createElement('button');
    document.body.append(anchor);
    render(
      <MemoryRouter>
        <Menu anchor={anchor} open id="menu-id" onOpenChange={() => {}}>
          <MenuLinkItem to="/winners">Winners</MenuLinkItem>
          <MenuCheckboxItem checked={false} onCheckedChange={onCheckedChange}>
            New tab
          </MenuCheckboxItem>
        </Menu>
      </MemoryRouter>,
    );
    const menu = await screen.findByRole('menu');
    expect(menu.id).toBe('menu-id');
    expect(within(menu).getByRole('menuitem', { name: 'Winners' }).getAttribute('href')).toBe('/winners');
    const checkbox = within(menu).getByRole('menuitemcheckbox', { name: 'New tab' });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    await user.click(checkbox);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('menu')).toBeTruthy();
    anchor.remove();
  });
});
