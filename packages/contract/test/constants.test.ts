import { describe, expect, it } from 'vitest';
import * as C from '../src/constants';
import { constants } from '../src/index';

describe('constants of SPEC.md section 9 and DESIGN.md', () => {
  it('holds the auction rules', () => {
    expect(C.BID_TIMER_SECONDS).toBe(10);
    expect(C.AUCTION_END_RETAIL_PERCENT).toBe(90);
    expect(C.MAJOR_CATEGORY_ID).toBe(0);
    expect(C.COUNTDOWN_THRESHOLD_SECONDS).toBe(-3);
    expect(C.DEFAULT_BID_INCREMENT_CENTS).toBe(10);
  });

  it('holds session, socket and translation limits', () => {
    expect(C.DEPARTMENTS_CACHE_MS).toBe(600_000);
    expect(C.SESSION_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(C.REFRESH_THRESHOLD_SECONDS).toBe(9000);
    expect(C.CLOCK_TOLERANCE_SECONDS).toBe(5);
    expect(C.SOCKET_ACK_TIMEOUT_MS).toBe(30_000);
    expect([C.SOCKET_FIRST_CONNECT_ATTEMPTS, C.SOCKET_FIRST_CONNECT_DELAY_MS]).toEqual([10, 1000]);
    expect(C.SOCKET_RECONNECT_LIMIT).toBe(100);
    expect(C.SOCKET_CHANNEL).toBe('messages');
    expect([C.TRANSLATION_LOAD_RETRIES, C.TRANSLATION_RETRY_INITIAL_MS]).toEqual([5, 350]);
    expect(C.TRANSLATION_PARALLEL_READS).toBe(10);
    expect(C.FALLBACK_LANGUAGE).toBe('en');
  });

  it('holds interface limits', () => {
    expect([C.PHONE_MIN_LENGTH, C.PHONE_MAX_LENGTH]).toEqual([10, 15]);
    expect([C.NEW_BID_POPUP_MS, C.REWARD_POPUP_MS]).toEqual([6000, 20_000]);
    expect(C.TYPING_DOTS_INTERVAL_MS).toBe(500);
    expect(C.CHAT_INPUT_MAX_HEIGHT_PX).toBe(150);
    expect([C.CHUNK_RELOAD_WINDOW_MS, C.CHUNK_RELOAD_MAX]).toEqual([60_000, 3]);
    expect(C.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect([C.MOBILE_MAX_WIDTH_PX, C.LARGE_MIN_EXCLUSIVE_WIDTH_PX]).toEqual([768, 1024]);
  });

  it('holds shipping, returns and terms', () => {
    expect([C.SHIPPING_DAYS_MIN, C.SHIPPING_DAYS_MAX]).toEqual([3, 14]);
    expect([C.RETURNS_DAYS, C.RETURN_REQUEST_DAYS]).toEqual([30, 3]);
    expect(C.TERMS_DATE).toBe('2025-02-15');
    expect(C.PROVINCES).toHaveLength(9);
    expect(new Set(C.PROVINCES).size).toBe(9);
  });

  it('holds the product name and assistant endpoint', () => {
    expect(C.PRODUCT_NAME).toBe('Blitz Auctions');
    expect(C.ASSISTANT_ENDPOINT).toBe('/blitz-chat');
  });

  it('lists the default bid packs of DESIGN.md', () => {
    expect(C.DEFAULT_BID_PACKS.map((p) => [p.bids, p.priceCents])).toEqual([
      [50, 9900],
      [100, 18_900],
      [250, 44_900],
      [500, 84_900],
    ]);
  });

  it('lists statuses, bid types, sorts and pages', () => {
    expect(C.AUCTION_STATUSES).toEqual(['Not Started', 'Open', 'Closed', 'Ended']);
    expect(C.BID_TYPES).toEqual(['Standard', 'Beginner', 'Paid Blitz only', 'Locked']);
    expect(C.SORT_VALUES).toEqual(['rel', 'new', 'prAsc', 'prDesc', 'rat']);
    expect(C.DEFAULT_SORT).toBe('rel');
    expect(C.ORDER_STATUSES).toHaveLength(10);
    expect(C.DASHBOARD_PAGES).toHaveLength(8);
    expect(C.ASSISTANT_PAGE_KEYS).toHaveLength(24);
    expect(C.STORAGE_KEYS.deviceId).toBe('device_id');
    expect(new Set(Object.values(C.STORAGE_KEYS)).size).toBe(Object.keys(C.STORAGE_KEYS).length);
  });

  it('lists the 11 languages with lowercase iso codes matching LANGUAGE_ISOS', () => {
    expect(C.LANGUAGES).toHaveLength(11);
    expect(C.LANGUAGES.map((l) => l.iso)).toEqual([...C.LANGUAGE_ISOS]);
    for (const language of C.LANGUAGES) {
      expect(language.iso).toBe(language.code.toLowerCase());
      expect(language.nativeName.length).toBeGreaterThan(0);
    }
    const zulu = C.LANGUAGES.find((l) => l.iso === 'zu');
    expect(zulu?.nativeName).toBe('isiZulu');
    expect(C.LANGUAGES[0]?.iso).toBe(C.FALLBACK_LANGUAGE);
  });

  it('is also exported as a namespace', () => {
    expect(constants.BID_TIMER_SECONDS).toBe(10);
  });
});
