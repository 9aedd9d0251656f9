import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from '../../src/ui/select';

afterEach(cleanup);

const options = (
  <>
    <option value="">Any</option>
    <option value="phones">Phones</option>
    <option value="tvs">TVs</option>
  </>
);

describe('Select', () => {
  it('is a native combobox named by its label, reporting the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select label="Department" value="" onChange={onChange}>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select.tagName).toBe('SELECT');
    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'tvs');
    expect(onChange).toHaveBeenCalledWith('tvs');
  });

  it('is described by its helper text', () => {
    render(
      <Select label="Department" defaultValue="phones" helperText="Where to look">
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Where to look');
    expect((select as HTMLSelectElement).value).toBe('phones');
  });

  it('marks an error: aria-invalid, and the error text describes it beside the caller’s own description', () => {
    render(
      <>
        <span id="extra">More</span>
        <Select label="Department" id="dept" error helperText="Choose one" aria-describedby="extra">
          {options}
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select.id).toBe('dept');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('extra dept-helper');
    expect(screen.getByText('Choose one').id).toBe('dept-helper');
  });

  it('passes a disabled state and a name to the native select', () => {
    render(
      <Select label="Department" name="dept" disabled>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.name).toBe('dept');
  });
});
