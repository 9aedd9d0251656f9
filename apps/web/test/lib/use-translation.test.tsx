import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Translator, type Messages } from '../../src/lib/translator';
import { TranslationProvider, useTranslation, type Translation } from '../../src/lib/use-translation';

const TEXTS: Record<'en' | 'af', Messages> = {
  en: { greeting: 'Good morning' },
  af: { greeting: 'Goeie môre' },
};

/** A translator whose English file arrives when the test says so, as the app's fetched files do. */
function slowTranslator(): { i18n: Translator; arrive: () => Promise<void> } {
  let reply: () => void = () => {};
  let asked: () => void = () => {};
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const load = (language: string) =>
    new Promise<Messages>((resolve) => {
      reply = () => resolve(TEXTS[language as 'en' | 'af']);
      asked();
    });
  return {
    i18n: new Translator({ fallbackLanguage: 'en', load }, 'en'),
    arrive: async () => {
      await wasAsked;
      reply();
    },
  };
}

const readyTranslator = () => new Translator({ fallbackLanguage: 'en', messages: TEXTS }, 'en');

function Greeting() {
  return <p>{useTranslation().t('greeting')}</p>;
}

/** The greeting under `i18n`, with "Loading" while it suspends. */
const renderGreeting = (i18n: Translator) =>
  render(
    <TranslationProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>
    </TranslationProvider>,
  );

describe('useTranslation', () => {
  afterEach(cleanup);

  it('gives every component one shared snapshot of the translator itself, made again only when the language changes', async () => {
    const i18n = readyTranslator();
    const seen: Translation[] = [];
    function Greeting({ id }: { id: string }) {
      const translation = useTranslation();
      seen.push(translation);
      return <p data-testid={id}>{translation.t('greeting')}</p>;
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Greeting id="a" />
        <Greeting id="b" />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Good morning');
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]!.i18n).toBe(i18n);
    expect(seen[0]!.ready).toBe(true);

    await act(() => i18n.changeLanguage('af'));
    expect(screen.getByTestId('a').textContent).toBe('Goeie môre');
    expect(screen.getByTestId('b').textContent).toBe('Goeie môre');
    const after = seen.slice(-2);
    expect(after[0]).toBe(after[1]);
    expect(after[0]!.t).not.toBe(seen[0]!.t);
  });

  it('suspends until the translations have loaded, then shows them', async () => {
    const { i18n, arrive } = slowTranslator();
    await act(async () => {
      renderGreeting(i18n);
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('greeting')).toBeNull();
    await act(() => arrive());
    expect(await screen.findByText('Good morning')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('keeps the page on show, not its loading state, while another language loads', async () => {
    let arrive: () => void = () => {};
    const i18n = new Translator(
      {
        fallbackLanguage: 'en',
        messages: { en: TEXTS.en },
        load: () => new Promise<Messages>((resolve) => (arrive = () => resolve(TEXTS.af))),
      },
      'en',
    );
    renderGreeting(i18n);
    let switched: Promise<void> = Promise.resolve();
    await act(async () => {
      switched = i18n.changeLanguage('af');
    });
    expect(screen.getByText('Good morning')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => {
      arrive();
      await switched;
    });
    expect(screen.getByText('Goeie môre')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it("reads the translator of the nearest provider, each test's own", async () => {
    const english = readyTranslator();
    const afrikaans = readyTranslator();
    await afrikaans.changeLanguage('af');
    render(
      <>
        <TranslationProvider i18n={english}>
          <Greeting />
        </TranslationProvider>
        <TranslationProvider i18n={afrikaans}>
          <Greeting />
        </TranslationProvider>
      </>,
    );
    expect(screen.getByText('Good morning')).toBeTruthy();
    expect(screen.getByText('Goeie môre')).toBeTruthy();
  });
});
