import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem } from '../../src/ui/accordion';

afterEach(cleanup);

function renderFaq(props: { multiple?: boolean; onChange?: (value: string[]) => void } = {}) {
  render(
    <Accordion {...props}>
      <AccordionItem value="bid" title="How do I bid?">
        Press Bid.
      </AccordionItem>
      <AccordionItem value="pay" title="How do I pay?" headingLevel={2}>
        With a card.
      </AccordionItem>
      <AccordionItem value="old" title="Closed topic" disabled>
        Nothing.
      </AccordionItem>
    </Accordion>,
  );
}

describe('Accordion', () => {
  it('puts each button in a heading of the given level, all closed at first', () => {
    renderFaq();
    const bid = screen.getByRole('button', { name: 'How do I bid?' });
    expect(bid.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 3, name: 'How do I bid?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How do I pay?' })).toBeTruthy();
    expect(screen.queryByText('Press Bid.')).toBeNull();
  });

  it('opens and closes a section from the keyboard, its panel a region named by its heading', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderFaq({ onChange });
    await user.tab();
    const bid = screen.getByRole('button', { name: 'How do I bid?' });
    expect(document.activeElement).toBe(bid);

    await user.keyboard('{Enter}');
    expect(bid.getAttribute('aria-expanded')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(['bid']);
    const region = screen.getByRole('region', { name: 'How do I bid?' });
    expect(region.id).toBe(bid.getAttribute('aria-controls'));
    expect(region.textContent).toBe('Press Bid.');

    await user.keyboard(' ');
    expect(bid.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByText('Press Bid.')).toBeNull());
  });

  it('keeps one section open unless multiple', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'How do I bid?' }));
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));
    expect(screen.getByRole('button', { name: 'How do I bid?' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'How do I pay?' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('lets several sections be open when multiple', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderFaq({ multiple: true, onChange });
    await user.click(screen.getByRole('button', { name: 'How do I bid?' }));
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));
    expect(onChange).toHaveBeenLastCalledWith(['bid', 'pay']);
  });

  it('does not open a disabled section', async () => {
    renderFaq();
    const old = screen.getByRole('button', { name: 'Closed topic' });
    await userEvent.click(old);
    expect(old.getAttribute('aria-expanded')).toBe('false');
  });
});
