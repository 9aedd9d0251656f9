import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../src/ui/checkbox';
import './pointer-event';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label, toggled with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Only live auctions" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Only live auctions' });
    expect(box.getAttribute('aria-checked')).toBe('false');

    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles from a click on its label text', async () => {
    render(<Checkbox label="Remember me" defaultChecked />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
  });

  it('follows a controlled state and shows a mixed state', () => {
    const { rerender } = render(<Checkbox label="All" checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    rerender(<Checkbox label="All" checked={false} indeterminate onChange={() => {}} />);
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('mixed');
  });

  it('ignores a disabled checkbox', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Off" disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Off'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox').getAttribute('aria-disabled')).toBe('true');
  });

  it('sends its value with a form when ticked', () => {
    const { container } = render(
      <form>
        <Checkbox label="Newsletter" name="news" value="yes" defaultChecked />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('news')).toBe('yes');
  });
});
