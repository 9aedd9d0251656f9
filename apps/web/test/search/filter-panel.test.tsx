import type { SearchFilterOptions } from '@blitz/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel, type FilterLabels } from '../../src/features/search/components/filter-panel';
import type { SearchState } from '../../src/features/search/hooks/search-url';
import { renderWithProviders } from '../components/render';
import '../ui/pointer-event';

afterEach(cleanup);

const options: SearchFilterOptions = {
  category: [3, 7],
  available: ['Buy Now', 'Bid Buddy'],
  rating: [5, 4],
  bidType: ['Standard'],
  status: ['Open'],
  price: 4999,
};
const labels: FilterLabels = {
  department: (id) => `Dept ${id}`,
  category: (id) => ({ 3: 'Phones', 7: 'Audio' })[id] ?? `Cat ${id}`,
  status: (s) => `status:${s}`,
  bidType: (b) => `type:${b}`,
};

function setup(state: SearchState) {
  const onChange = vi.fn<(next: SearchState) => void>();
  renderWithProviders(<FilterPanel state={state} onChange={onChange} options={options} departmentIds={[1, 2]} labels={labels} />);
  return onChange;
}

describe('FilterPanel', () => {
  it('adds and removes categories in the order the options list them', async () => {
    const onChange = setup({ filter: { sort: 'rel', categories: [7] } });
    expect(screen.getByRole('checkbox', { name: 'Audio' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phones' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'rel', categories: [3, 7] } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Audio' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'rel', categories: undefined } });
  });

  it('lists every status and bid type and applies them', async () => {
    const onChange = setup({ filter: { sort: 'new' } });
    expect(screen.getAllByRole('checkbox', { name: /^status:/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('checkbox', { name: 'type:Locked' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'new', bidTypes: ['Locked'] } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'status:Ended' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'new', statuses: ['Ended'] } });
  });

  it("names the server's availability values with the shop's own translated labels and sends the values", async () => {
    const onChange = setup({ filter: { sort: 'rel' } });
    expect(screen.queryByRole('checkbox', { name: 'Buy Now' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Buy now' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'BidBuddy' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'rel', availability: ['Bid Buddy'] } });
  });

  it('applies a price range and refuses a reversed or malformed one', async () => {
    const onChange = setup({ filter: { sort: 'rel' } });
    const min = screen.getByRole('textbox', { name: 'Min' });
    const max = screen.getByRole('textbox', { name: 'Max' });
    await userEvent.type(min, '500');
    await userEvent.type(max, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/lowest price/);
    for (const bound of [min, max]) {
      expect(bound.getAttribute('aria-invalid')).toBe('true');
      expect(bound.getAttribute('aria-describedby')).toBe(alert.id);
    }
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(max);
    await userEvent.type(max, '12x');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert').textContent).toMatch(/numbers/);
    await userEvent.clear(max);
    await userEvent.type(max, '1500{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'rel', priceMin: 500, priceMax: 1500 } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(min.hasAttribute('aria-invalid')).toBe(false);
    expect(min.hasAttribute('aria-describedby')).toBe(false);
  });

  it('picks a department in a native select named by its label, and back to all departments', async () => {
    const onChange = setup({ filter: { sort: 'rel', categories: [3] } });
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(department.tagName).toBe('SELECT');
    expect((department as HTMLSelectElement).value).toBe('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All departments', 'Dept 1', 'Dept 2']);
    await userEvent.selectOptions(department, 'Dept 2');
    expect(onChange).toHaveBeenLastCalledWith({ filter: { sort: 'rel', categories: undefined }, departmentID: 2 });
    cleanup();
    const again = setup({ filter: { sort: 'rel' }, departmentID: 1 });
    expect((screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement).value).toBe('1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'All departments');
    expect(again).toHaveBeenLastCalledWith({ filter: { sort: 'rel', categories: undefined } });
  });

  it("keeps a chosen department the shop no longer lists as the select's choice", () => {
    setup({ filter: { sort: 'rel' }, departmentID: 9 });
    const department = screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement;
    expect(department.value).toBe('9');
    expect(department.selectedOptions[0]?.textContent).toBe('Dept 9');
  });

  it('clears every filter at once, keeping the search text', async () => {
    const onChange = setup({ filter: { sort: 'rel', search: 'tv', ratings: [5] }, departmentID: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ filter: { search: 'tv', sort: 'rel' } });
  });
});
