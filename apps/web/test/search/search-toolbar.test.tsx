import { SORT_VALUES, type SortValue } from '@blitz/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchToolbar } from '../../src/features/search/components/search-toolbar';
import { renderWithProviders } from '../components/render';

afterEach(cleanup);

describe('SearchToolbar', () => {
  it('sorts with a native select named "Sort by" that lists every sort and shows the current one', async () => {
    const onSortChange = vi.fn<(sort: SortValue) => void>();
    renderWithProviders(<SearchToolbar total={12} sort="new" onSortChange={onSortChange} activeFilters={0} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.tagName).toBe('SELECT');
    expect(sort.value).toBe('new');
    expect(Array.from(sort.options, (option) => option.value)).toEqual([...SORT_VALUES]);
    await userEvent.selectOptions(sort, 'Price: high to low');
    expect(onSortChange).toHaveBeenLastCalledWith('prDesc');
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('on phones shows the filters button with the number of active filters', async () => {
    const onOpenFilters = vi.fn();
    renderWithProviders(<SearchToolbar total={3} sort="rel" onSortChange={vi.fn()} onOpenFilters={onOpenFilters} activeFilters={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(onOpenFilters).toHaveBeenCalledOnce();
    expect(screen.getByText('2')).toBeTruthy();
  });
});
