// The translator: what the shop's texts need of it, with the answers i18next gave for the same
// files (the shop's translations are i18next's JSON: nested keys, `_one`/`_other`, `{{name}}`).
import { describe, expect, it } from 'vitest';
import { Translator, type Messages } from '../../src/lib/translator';

const EN: Messages = {
  nav: { home: 'Home', deep: { er: 'Deeper' } },
  hello: 'Hi {{name}}, {{ missing }}',
  bids_one: '{{count}} bid',
  bids_other: '{{count}} bids',
  limit: 'At most {{weekly}} a week',
  onlyEnglish: 'Only in English',
  group: { a: 'A' },
};
const ZU: Messages = { nav: { home: 'Ikhaya' }, bids_one: 'ibhidi elingu-{{count}}', bids_other: 'amabhidi angu-{{count}}' };

const translator = (language = 'en', setup: Partial<ConstructorParameters<typeof Translator>[0]> = {}) =>
  new Translator({ fallbackLanguage: 'en', messages: { en: EN, zu: ZU }, defaultVariables: { weekly: 3 }, ...setup }, language);

describe('Translator', () => {
  it('finds a text by its dotted key, in the language in use and else in English', () => {
    const zulu = translator('zu');
    expect(zulu.t('nav.home')).toBe('Ikhaya');
    expect(zulu.t('onlyEnglish')).toBe('Only in English');
    expect(zulu.t('nav.deep.er')).toBe('Deeper');
    expect(translator().t('nav.home')).toBe('Home');
  });

  it('gives the key itself for a missing text or a group, or the default value when one is given, filled in', () => {
    const english = translator();
    expect(english.t('nav.nowhere')).toBe('nav.nowhere');
    expect(english.t('group')).toBe('group');
    expect(english.t('nav.home.more')).toBe('nav.home.more');
    expect(english.t('nav.nowhere', { defaultValue: 'Fallback for {{name}}', name: 'Bo' })).toBe('Fallback for Bo');
  });

  it('fills in values, the default variables, null as nothing, and leaves a placeholder without a value as written', () => {
    const english = translator();
    expect(english.t('hello', { name: 'Thandi' })).toBe('Hi Thandi, {{ missing }}');
    expect(english.t('hello', { name: null })).toBe('Hi , {{ missing }}');
    expect(english.t('hello', { name: undefined })).toBe('Hi , {{ missing }}');
    expect(english.t('hello', { name: 3.5, missing: 0 })).toBe('Hi 3.5, 0');
    expect(english.t('limit')).toBe('At most 3 a week');
    expect(english.t('limit', { weekly: 5 })).toBe('At most 5 a week');
  });

  it("takes a count's plural form by the language's rules, and the count as a value", () => {
    expect(translator().t('bids', { count: 1 })).toBe('1 bid');
    expect(translator().t('bids', { count: 0 })).toBe('0 bids');
    expect(translator('zu').t('bids', { count: 2 })).toBe('amabhidi angu-2');
    // Without a count there is no plural form, and no text of the bare key.
    expect(translator().t('bids')).toBe('bids');
    // A key without plural forms takes any count as a value.
    expect(translator().t('hello', { count: 4, name: 'X' })).toBe('Hi X, {{ missing }}');
  });

  it('loads the language in use and English once each, is ready when both have settled, and tells its listeners', async () => {
    const asked: string[] = [];
    const answers = new Map<string, (messages: Messages) => void>();
    const failures = new Map<string, () => void>();
    const i18n = new Translator({
      fallbackLanguage: 'en',
      load: (language) =>
        new Promise<Messages>((resolve, reject) => {
          asked.push(language);
          answers.set(language, resolve);
          failures.set(language, () => reject(new Error('gone')));
        }),
    });
    let changes = 0;
    i18n.subscribe(() => (changes += 1));
    expect(i18n.resolvedLanguage).toBeUndefined();
    const languages: string[] = [];
    i18n.onLanguageChanged((language) => languages.push(language));

    const ready = i18n.changeLanguage('zu');
    expect(languages).toEqual(['zu']);
    expect(asked).toEqual(['zu', 'en']);
    expect(i18n.ready).toBe(false);
    expect(i18n.whenReady()).toBe(i18n.whenReady());
    const before = i18n.state;

    // The first language switches at once (one change), before its files are in.
    expect(changes).toBe(1);
    answers.get('en')!(EN);
    await Promise.resolve();
    expect(changes).toBe(2);
    expect(i18n.ready).toBe(false);
    expect(i18n.t('nav.home')).toBe('Home');
    // The Zulu file fails for good: English stands in, the translator is ready and says it speaks English.
    failures.get('zu')!();
    await ready;
    expect(changes).toBe(3);
    expect(i18n.ready).toBe(true);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.language).toBe('zu');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.state).not.toBe(before);

    // Back to a language already settled: nothing is fetched again.
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('zu');
    expect(asked).toEqual(['zu', 'en']);
    expect(languages).toEqual(['zu', 'en', 'zu']);
  });

  it('keeps the texts on show while the next language loads, then switches in one change', async () => {
    let arrive: (messages: Messages) => void = () => {};
    const i18n = new Translator(
      { fallbackLanguage: 'en', messages: { en: EN }, load: () => new Promise<Messages>((resolve) => (arrive = resolve)) },
      'en',
    );
    const languages: string[] = [];
    i18n.onLanguageChanged((language) => languages.push(language));
    let changes = 0;
    i18n.subscribe(() => (changes += 1));

    const switched = i18n.changeLanguage('zu');
    await Promise.resolve();
    expect(i18n.ready).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(languages).toEqual([]);
    expect(changes).toBe(0);

    arrive(ZU);
    await switched;
    expect(i18n.language).toBe('zu');
    expect(i18n.resolvedLanguage).toBe('zu');
    expect(i18n.t('nav.home')).toBe('Ikhaya');
    expect(languages).toEqual(['zu']);
    expect(changes).toBe(1);
  });

  it('gives way to a later switch: the last language asked for is the one used', async () => {
    const arrivals = new Map<string, (messages: Messages) => void>();
    const i18n = new Translator(
      {
        fallbackLanguage: 'en',
        messages: { en: EN },
        load: (language) => new Promise<Messages>((resolve) => arrivals.set(language, resolve)),
      },
      'en',
    );
    const first = i18n.changeLanguage('zu');
    const second = i18n.changeLanguage('af');
    arrivals.get('af')!({ nav: { home: 'Tuis' } });
    await second;
    arrivals.get('zu')!(ZU);
    await first;
    expect(i18n.language).toBe('af');
    expect(i18n.t('nav.home')).toBe('Tuis');
  });

  it('is ready at once without a loader, in the fallback texts for a language it has none of', () => {
    const i18n = new Translator({ fallbackLanguage: 'en', messages: { en: EN } }, 'xh');
    expect(i18n.ready).toBe(true);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.resolvedLanguage).toBe('en');
    return expect(i18n.whenReady()).resolves.toBeUndefined();
  });

  it('keeps one state object until something changes', async () => {
    const i18n = translator('en');
    const state = i18n.state;
    expect(i18n.state).toBe(state);
    expect(state.ready).toBe(true);
    await i18n.changeLanguage('en');
    expect(i18n.state).toBe(state);
    await i18n.changeLanguage('zu');
    expect(i18n.state).not.toBe(state);
    expect(i18n.languages).toEqual(['zu', 'en']);
  });
});
