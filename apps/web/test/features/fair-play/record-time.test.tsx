// The record's end-time column names the day only when the end falls on another day than the entry
// (times in South African time, wherever the page is rendered).
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordTime } from '../../../src/features/fair-play/components/record-time';
import { renderWithProviders } from '../../components/render';

describe('RecordTime', () => {
  afterEach(cleanup);
  const shown = (ui: Parameters<typeof renderWithProviders>[0]) => renderWithProviders(ui).container.querySelector('time')!.textContent;

  it('leaves the date out of an end time on the same day as its entry', () => {
    const text = shown(<RecordTime at="2026-03-01T10:00:10.250000Z" entryAt="2026-03-01T10:00:00.250000Z" />);
    expect(text).not.toMatch(/2026/);
    expect(text).toMatch(/12:00:10[.,]250/);
  });

  it('shows the date of an end time on another day than its entry', () => {
    const text = shown(<RecordTime at="2026-03-02T10:00:10.250000Z" entryAt="2026-03-01T10:00:00.250000Z" />);
    expect(text).toMatch(/2 Mar 2026/);
    expect(text).toMatch(/12:00:10[.,]250/);
  });

  it('keeps the date of an entry time itself', () => {
    expect(shown(<RecordTime at="2026-03-01T10:00:00.250000Z" />)).toMatch(/1 Mar 2026/);
  });
});
