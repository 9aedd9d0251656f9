// The home page's wait for its load (issue 15): the end of the wait renders what waited, not the
// page that holds it.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AfterPageLoad } from '../../src/app/layout/after-page-load';
import { advanceTimersInAct } from '../support/fake-clock';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests();

describe('AfterPageLoad', () => {
  it('shows its children once the page has loaded and the browser is idle, without rendering the page again', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <main>
          <p>Listings</p>
          <AfterPageLoad>
            <p>Popup</p>
          </AfterPageLoad>
        </main>
      );
    }
    render(<Page />);
    expect(screen.getByText('Listings')).toBeTruthy();
    expect(screen.queryByText('Popup')).toBeNull();
    expect(idle).toHaveLength(1);

    act(() => idle[0]!());
    expect(screen.getByText('Popup')).toBeTruthy();
    expect(pageRenders).toBe(1);
  });

  it('waits 2 seconds instead in a browser without requestIdleCallback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      render(
        <AfterPageLoad>
          <p>Popup</p>
        </AfterPageLoad>,
      );
      advanceTimersInAct(1900);
      expect(screen.queryByText('Popup')).toBeNull();
      advanceTimersInAct(200);
      expect(screen.getByText('Popup')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
