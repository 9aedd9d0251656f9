import { STORAGE_KEYS } from '@blitz/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AssistantHost from '../../../src/features/assistant/components/assistant-host';
import { engagedQuestions, readUserData, recordEngaged, saveUserData } from '../../../src/features/assistant/chat-storage';
import { HINT_DELAY_MS } from '../../../src/features/assistant/page-hints';
import { closeChat } from '../../../src/lib/chat-launcher';
import { renderWithProviders } from '../../components/render';
import { advanceTimersInAct } from '../../support/fake-clock';

vi.setConfig({ testTimeout: 30_000 });
const HOME_HINT = 'New here? Ask me how a penny auction works.';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => closeChat());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('page hints', () => {
  it('shows the page hint only after the delay; close marks it seen for the page', async () => {
    renderWithProviders(<AssistantHost />, { route: '/' });
    advanceTimersInAct(HINT_DELAY_MS - 500);
    expect(screen.queryByTestId('page-hint')).toBeNull();
    advanceTimersInAct(600);
    const hint = await screen.findByRole('status');
    expect(hint.textContent).toContain(HOME_HINT);
    act(() => screen.getByRole('button', { name: 'Close tip' }).click());
    expect(screen.queryByTestId('page-hint')).toBeNull();
    // Recorded once the assistant's storage (loaded when first needed) is in.
    await vi.waitFor(() => expect(engagedQuestions('home')).toEqual([HOME_HINT]));
  });

  it('a hint already engaged with does not come back', async () => {
    recordEngaged('home', HOME_HINT);
    renderWithProviders(<AssistantHost />, { route: '/' });
    // The engagement is read when the hint is due, once the assistant's storage has loaded.
    await act(async () => {
      vi.advanceTimersByTime(HINT_DELAY_MS + 1000);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByTestId('page-hint')).toBeNull();
  });

  it.each([
    [390, true],
    [1440, false],
  ])('at %i px wide, scrolling the page moves the hint aside (%s), unseen', async (width, stepsAside) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') && width < 600, media: query }));
    renderWithProviders(<AssistantHost />, { route: '/' });
    advanceTimersInAct(HINT_DELAY_MS + 100);
    await screen.findByTestId('page-hint');
    // The hint's effects (its scroll listener) run before the page scrolls.
    await act(async () => {});
    const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    act(() => {
      scrolledTo(400);
      fireEvent.scroll(window);
    });
    expect(screen.queryByTestId('page-hint') === null).toBe(stepsAside);
    scrolledTo(0);
    // Not marked seen: it comes back on the next visit.
    expect(engagedQuestions('home')).toEqual([]);
  });

  it('pages without a hint show none', () => {
    renderWithProviders(<AssistantHost />, { route: '/about' });
    advanceTimersInAct(HINT_DELAY_MS + 1000);
    expect(screen.queryByTestId('page-hint')).toBeNull();
  });

  it('Reply opens the chat seeded with the hint and records it as engaged', async () => {
    renderWithProviders(<AssistantHost />, { route: '/dashboard?page=rewards' });
    advanceTimersInAct(HINT_DELAY_MS + 100);
    const text = 'Did you know you can earn free Blitz every day? Ask me how.';
    expect((await screen.findByTestId('page-hint')).textContent).toContain(text);
    act(() => screen.getByRole('button', { name: 'Reply' }).click());
    const chat = await screen.findByRole('dialog', { name: 'Blitz Assistant' });
    expect(chat.textContent).toContain(text);
    expect(screen.queryByTestId('page-hint')).toBeNull();
    await vi.waitFor(() => expect(engagedQuestions('rewards')).toEqual([text]));
  });
});

describe('assistant storage checks (SPEC.md section 5)', () => {
  it('saves engagement only for known page keys and non-empty questions', () => {
    expect(recordEngaged('not-a-page', 'q')).toBe(false);
    expect(recordEngaged('', 'q')).toBe(false);
    expect(recordEngaged('home', '  ')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.pageData)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.pageData, '{"home": "not a list"}');
    expect(engagedQuestions('home')).toEqual([]);
  });

  it('rejects user data that does not parse or pass the shape check', () => {
    expect(saveUserData({ uuid: 'u', nickname: 'x' })).toBe(false);
    localStorage.setItem(STORAGE_KEYS.userData, '{broken');
    expect(readUserData()).toBeNull();
    const valid = { uuid: 'u', timestamp: 1, nickname: 'Thabo', bidsPlaced: 3, referrals: 0, bidsBought: true };
    expect(saveUserData(valid)).toBe(true);
    expect(readUserData()).toEqual(valid);
  });
});
