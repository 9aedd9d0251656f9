import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from '../../src/ui/radio-group';
import './pointer-event';

afterEach(cleanup);

function renderSort(onChange = vi.fn()) {
  render(
    <RadioGroup label="Sort by" defaultValue="ending" onChange={onChange} name="sort">
      <Radio value="ending" label="Ending soonest" />
      <Radio value="new" label="Newest" />
      <Radio value="price" label="Price" disabled />
      <Radio value="popular" label="Most bids" />
    </RadioGroup>,
  );
  return onChange;
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, with one radio chosen', () => {
    renderSort();
    const group = screen.getByRole('radiogroup', { name: 'Sort by' });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeTruthy();
  });

  it('is reached with Tab on the chosen radio and chooses with the arrow keys, passing a disabled one', async () => {
    const user = userEvent.setup();
    const onChange = renderSort();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Ending soonest' }));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Newest' }));
    expect(onChange).toHaveBeenLastCalledWith('new');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Most bids' }));
    expect(onChange).toHaveBeenLastCalledWith('popular');
    expect(screen.getByRole('radio', { name: 'Most bids' }).getAttribute('aria-checked')).toBe('true');
  });

  it('chooses from a click on a label', async () => {
    const onChange = renderSort();
    await userEvent.click(screen.getByText('Newest'));
    expect(onChange).toHaveBeenLastCalledWith('new');
    await userEvent.click(screen.getByText('Price'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes an aria-label when it shows no label', () => {
    render(
      <RadioGroup aria-label="Size" value="s" onChange={() => {}}>
        <Radio value="s" label="Small" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeTruthy();
  });
});
