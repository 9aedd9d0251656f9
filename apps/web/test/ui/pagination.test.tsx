import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from '../../src/ui/pagination';

afterEach(cleanup);

describe('paginationItems', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems(5, 3)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('keeps the ends and the neighbours, with an ellipsis for each gap', () => {
    expect(paginationItems(20, 10)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationItems(20, 1)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 10, 0)).toEqual([1, 'ellipsis', 10, 'ellipsis', 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationItems(7, 4)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(8, 4)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });
});

function Harness({ count = 10, onChange = vi.fn() }: { count?: number; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('names its buttons and marks the current page', () => {
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'pagination navigation' });
    const current = within(nav).getByRole('button', { name: 'Go to page 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', true);
    expect(within(nav).getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', false);
  });

  it('moves from the keyboard and with previous and next', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    // The previous button is disabled, so the first stop is page 1.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go to page 1' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('does not report the current page again', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables next on the last page', async () => {
    render(<Harness count={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true);
  });

  it('takes translated names', () => {
    render(
      <Pagination
        count={3}
        page={2}
        onChange={() => {}}
        label="Bladsye"
        getItemAriaLabel={(type, page, selected) => (type === 'page' ? `${selected ? 'Bladsy' : 'Gaan na bladsy'} ${page}` : type)}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Bladsye' });
    expect(within(nav).getByRole('button', { name: 'Bladsy 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Gaan na bladsy 3' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'next' })).toBeTruthy();
  });
});
