import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabValue } from '../../src/ui/tabs';

afterEach(cleanup);

function Harness({ onChange }: { onChange?: (value: TabValue) => void }) {
  const [value, setValue] = useState<TabValue>('bids');
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    >
      <TabList aria-label="Your activity">
        <Tab value="bids">Bids</Tab>
        <Tab value="wins">Wins</Tab>
        <Tab value="old" disabled>
          Old
        </Tab>
      </TabList>
      <TabPanel value="bids">Bids panel</TabPanel>
      <TabPanel value="wins">Wins panel</TabPanel>
      <TabPanel value="old">Old panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('draws a named tablist whose selected tab labels the visible panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Your activity' })).toBeTruthy();
    const bids = screen.getByRole('tab', { name: 'Bids' });
    expect(bids.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Wins' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Bids panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(bids.id);
    expect(screen.queryByText('Wins panel')).toBeNull();
  });

  it('moves with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bids' }));

    await user.keyboard('{ArrowRight}');
    const wins = screen.getByRole('tab', { name: 'Wins' });
    expect(document.activeElement).toBe(wins);
    // Focus alone does not select.
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('wins');
    await waitFor(() => expect(wins.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Wins panel');
  });

  it('does not select a disabled tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Old' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tabpanel').textContent).toBe('Bids panel');
  });

  it('holds its own value when given only a default', async () => {
    render(
      <Tabs defaultValue={1}>
        <TabList>
          <Tab value={0}>One</Tab>
          <Tab value={1}>Two</Tab>
        </TabList>
        <TabPanel value={0}>First</TabPanel>
        <TabPanel value={1}>Second</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Second');
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('First'));
  });
});
