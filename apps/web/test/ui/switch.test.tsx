import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from '../../src/ui/switch';
import './pointer-event';

afterEach(cleanup);

describe('Switch', () => {
  it('is a switch named by its label, toggled with Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Dark mode" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control.getAttribute('aria-checked')).toBe('false');

    await user.tab();
    expect(document.activeElement).toBe(control);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles from a click on its label and follows a controlled state', async () => {
    const onChange = vi.fn();
    render(<Switch label="Sounds" checked onChange={onChange} />);
    await userEvent.click(screen.getByText('Sounds'));
    expect(onChange).toHaveBeenCalledWith(false);
    // Controlled: it stays on until the caller says otherwise.
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('ignores a disabled switch', async () => {
    const onChange = vi.fn();
    render(<Switch label="Off" disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Off'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
