// The shop's translations (issue 15): one language's texts and the fallback's, looked up by a
// dotted key, a count's plural form by the language's CLDR rules, `{{name}}` filled in. This is
// what the shop used of i18next with react-i18next, which cost 12.5 kB of the home page's
// compressed JavaScript and, on a phone, some 60 ms of its main thread as it loaded (resolving
// each key through i18next's general hierarchy); this is about 1.5 kB and a lookup per call.
// Its texts are i18next's JSON as the shop writes it (`key_one`, `key_other`, `{{name}}`), so the
// translation files are unchanged. Fetching a language's file, detecting the language and the
// retry policy are the shop's (lib/i18n.ts); this module knows no browser API.

/** A translation file: texts, or groups of them, by key. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** What a text takes: values for its `{{name}}`s, `count` (which also picks the plural form), and a text for a missing key. */
export type TranslateOptions = { readonly count?: number; readonly defaultValue?: string } & Readonly<Record<string, unknown>>;

/** A key's text in the language in use, or in the fallback language; the key itself if neither has it. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

export interface TranslatorSetup {
  /** The language whose texts stand in for a key the language in use lacks. */
  fallbackLanguage: string;
  /** Texts at hand, by language (the build's and the tests'): these languages are never loaded. */
  messages?: Readonly<Record<string, Messages>>;
  /** Loads a language's texts (once; retrying is the loader's business). */
  load?: (language: string) => Promise<Messages>;
  /** The plural form (CLDR's category) a count takes in a language; without it, English's. */
  pluralForm?: (language: string, count: number) => string;
  /** Values any text may name without a caller passing them. */
  defaultVariables?: Readonly<Record<string, string | number>>;
}

type Loaded = Messages | 'failed';

/** The state the shop's components render from: it changes as a whole, when the language changes or a file arrives. */
export interface TranslationState {
  readonly language: string;
  /** The language in use, then the fallback. */
  readonly languages: readonly string[];
  /** The first of `languages` whose texts arrived: the fallback when the language's file failed; none before any arrived. */
  readonly resolvedLanguage: string | undefined;
  /** Whether every file of `languages` has arrived (or failed for good). */
  readonly ready: boolean;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(messages: Messages, key: string): string | undefined {
  const direct = messages[key];
  if (typeof direct === 'string') return direct;
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  private readonly setup: TranslatorSetup;
  private readonly files = new Map<string, Loaded>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Counts the calls of changeLanguage: a switch waiting for its files gives way to a later one. */
  private switches = 0;
  private readonly listeners = new Set<() => void>();
  private readonly languageListeners = new Set<(language: string) => void>();
  private current: TranslationState;
  /** The language asked for ('' until one is). */
  private chosen: string;
  private waiting: { promise: Promise<void>; settle: () => void } | undefined;

  constructor(setup: TranslatorSetup, language?: string) {
    this.setup = setup;
    for (const [code, messages] of Object.entries(setup.messages ?? {})) this.files.set(code, messages);
    this.chosen = language ?? '';
    this.current = this.stateOf(this.chosen);
    if (language) this.loadAll(this.current.languages);
  }

  /** The state to render from; the same object until something changes. */
  get state(): TranslationState {
    return this.current;
  }

  get language(): string {
    return this.current.language;
  }

  get languages(): readonly string[] {
    return this.current.languages;
  }

  get resolvedLanguage(): string | undefined {
    return this.current.resolvedLanguage;
  }

  get ready(): boolean {
    return this.current.ready;
  }

  t: TFunction = (key, options) => this.current.t(key, options);

  /** Calls `listener` whenever `state` changes (one function for every caller, as React's store hooks like). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called with the new language each time it changes. */
  onLanguageChanged(listener: (language: string) => void): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  /** Settles once `ready` (at once if it is); one promise for as long as it waits. */
  whenReady(): Promise<void> {
    if (this.current.ready) return Promise.resolve();
    if (!this.waiting) {
      let settle = () => {};
      const promise = new Promise<void>((resolve) => (settle = resolve));
      this.waiting = { promise, settle };
    }
    return this.waiting.promise;
  }

  /**
   * Uses `language` from now on; settles once its texts (and the fallback's) are in. While texts
   * show, they stay until the new language's files have arrived (or failed), as with i18next: a
   * switch does not suspend the page. Before any show (the first language), it switches at once,
   * so that nothing renders in the fallback language first.
   */
  changeLanguage(language: string): Promise<void> {
    const turn = ++this.switches;
    if (language === this.chosen) {
      this.loadAll(this.current.languages);
      return this.whenReady();
    }
    const languages = this.languagesOf(language);
    if (!this.current.ready) {
      this.switchTo(language);
      this.loadAll(languages);
      return this.whenReady();
    }
    return Promise.all(languages.map((code) => this.load(code))).then(() => {
      if (turn === this.switches) this.switchTo(language);
      return this.whenReady();
    });
  }

  /** Takes `messages` as `language`'s file (texts at hand: nothing is fetched for it). */
  addMessages(language: string, messages: Messages): void {
    this.files.set(language, messages);
    if (this.current.languages.includes(language)) this.update();
  }

  private switchTo(language: string): void {
    this.chosen = language;
    this.update();
    for (const listener of [...this.languageListeners]) listener(language);
  }

  private loadAll(languages: readonly string[]): void {
    for (const language of languages) void this.load(language);
  }

  /** Loads `language`'s file once; settles when it has arrived or failed for good. */
  private load(language: string): Promise<void> {
    if (this.files.has(language)) return Promise.resolve();
    const known = this.loading.get(language);
    if (known) return known;
    const settle = (loaded: Loaded) => {
      this.loading.delete(language);
      this.files.set(language, loaded);
      if (this.current.languages.includes(language)) this.update();
    };
    const load = this.setup.load;
    if (!load) {
      settle('failed');
      return Promise.resolve();
    }
    const loading = load(language).then(settle, () => settle('failed'));
    this.loading.set(language, loading);
    return loading;
  }

  private update(): void {
    this.current = this.stateOf(this.chosen);
    if (this.current.ready && this.waiting) {
      this.waiting.settle();
      this.waiting = undefined;
    }
    for (const listener of [...this.listeners]) listener();
  }

  private languagesOf(language: string): string[] {
    const { fallbackLanguage } = this.setup;
    return !language || language === fallbackLanguage ? [fallbackLanguage] : [language, fallbackLanguage];
  }

  private stateOf(language: string): TranslationState {
    const { fallbackLanguage } = this.setup;
    const languages = this.languagesOf(language);
    const ready = languages.every((code) => this.files.has(code));
    const tables = languages.flatMap((code) => {
      const loaded = this.files.get(code);
      return typeof loaded === 'object' ? [{ code, messages: loaded }] : [];
    });
    const t: TFunction = (key, options) => {
      const count = options?.count;
      for (const { code, messages } of tables) {
        const text =
          (typeof count === 'number' ? lookup(messages, `${key}_${this.pluralForm(code, count)}`) : undefined) ?? lookup(messages, key);
        if (text !== undefined) return this.fill(text, options);
      }
      return options?.defaultValue !== undefined ? this.fill(options.defaultValue, options) : key;
    };
    return { language: language || fallbackLanguage, languages, resolvedLanguage: tables[0]?.code, ready, t };
  }

  private pluralForm(language: string, count: number): string {
    return this.setup.pluralForm?.(language, count) ?? (count === 1 ? 'one' : 'other');
  }

  /**
   * `text` with each `{{name}}` filled in: a value given as null or undefined is nothing, one not
   * given at all (nor among the default variables) stays as written, as i18next has it.
   */
  private fill(text: string, options: TranslateOptions | undefined): string {
    if (!text.includes('{{')) return text;
    const defaults = this.setup.defaultVariables;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      if (options && Object.hasOwn(options, name)) return String(options[name] ?? '');
      const value = defaults?.[name];
      return value === undefined ? placeholder : String(value);
    });
  }
}
