// Every language has exactly the keys of English (with the same placeholders), and every key
// the source code uses exists in English.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_ISOS } from '@blitz/contract';
import { flatten, placeholders, readTranslations, usedKeys } from './locale-files';

const english = flatten(readTranslations('en'));

/** A key the code uses resolves if it exists as is or as plural forms (key_one, key_other...). */
function resolves(key: string): boolean {
  return english.has(key) || [...english.keys()].some((candidate) => candidate.startsWith(`${key}_`));
}

describe('translation files', () => {
  it('English has keys and only string values', () => {
    expect(english.size).toBeGreaterThan(50);
    const nonStrings = [...english].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(nonStrings).toEqual([]);
  });

  describe.each(LANGUAGE_ISOS.filter((iso) => iso !== 'en'))('%s', (iso) => {
    let translated = new Map<string, unknown>();
    let readError: unknown = null;
    try {
      translated = flatten(readTranslations(iso));
    } catch (error) {
      readError = error;
    }

    it('exists and is valid JSON', () => {
      expect(readError).toBeNull();
    });

    it('has every key of English', () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('keeps the placeholders of every English string', () => {
      const mismatched = [...english]
        .filter(
          ([key, value]) =>
            placeholders(value).join() !== placeholders((translated.get(key) ?? null) as Parameters<typeof placeholders>[0]).join(),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('has only non-empty string values', () => {
      expect([...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});

describe('keys used by the source code', () => {
  const used = usedKeys();

  it('finds the keys the code uses', () => {
    // Guards the scanner itself: if it stopped matching, the next test would pass vacuously.
    expect(used.has('nav.home')).toBe(true);
    expect(used.has('footer.allowNotifications')).toBe(true);
  });

  it('include a name for every language (the Language modal builds these keys)', () => {
    expect(LANGUAGE_ISOS.filter((iso) => !english.has(`language.names.${iso}`))).toEqual([]);
  });

  it('all exist in English', () => {
    const missing = [...used].filter(([key]) => !resolves(key)).map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
