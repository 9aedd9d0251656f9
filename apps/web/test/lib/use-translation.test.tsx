import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation, type Translation } from '../../src/lib/use-translation';

const TEXTS: { en: Record<string, string>; af: Record<string, string> } = {
  en: { greeting: 'Good morning' },
  af: { greeting: 'Goeie môre' },
};

/** An instance whose translations arrive when the test says so, as the app's fetch backend's do. */
function slowInstance(): { i18n: I18n; arrive: () => Promise<void> } {
  let answer: (texts: Record<string, string>) => void = () => {};
  const asked = new Promise<void>((resolve) => {
    answer = () => resolve();
  });
  let reply: (texts: Record<string, string>) => void = () => {};
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      reply = () => callback(null, language === 'af' ? TEXTS.af : TEXTS.en);
      answer({});
    },
  };
  const i18n = createInstance();
  void i18n.use(backend).use(initReactI18next).init({ lng: 'en', fallbackLng: false, showSupportNotice: false });
  return {
    i18n,
    arrive: async () => {
      await asked;
      reply({});
    },
  };
}

function readyInstance(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: TEXTS.en }, af: { translation: TEXTS.af } },
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n;
}

describe('useTranslation', () => {
  afterEach(cleanup);

  it('gives every component one shared snapshot of the instance itself, made again only when the language changes', async () => {
    const i18n = readyInstance();
    const seen: Translation[] = [];
    function Greeting({ id }: { id: string }) {
      const translation = useTranslation();
      seen.push(translation);
      return <p data-testid={id}>{translation.t('greeting')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting id="a" />
        <Greeting id="b" />
      </I18nextProvider>,
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
    const { i18n, arrive } = slowInstance();
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('greeting')}</p>;
    }
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>Loading</p>}>
            <Greeting />
          </Suspense>
        </I18nextProvider>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('greeting')).toBeNull();
    await act(() => arrive());
    expect(await screen.findByText('Good morning')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it("reads the instance of the nearest provider, each test's own", async () => {
    const english = readyInstance();
    const afrikaans = readyInstance();
    await afrikaans.changeLanguage('af');
    function Greeting() {
      return <p>{useTranslation().t('greeting')}</p>;
    }
    render(
      <>
        <I18nextProvider i18n={english}>
          <Greeting />
        </I18nextProvider>
        <I18nextProvider i18n={afrikaans}>
          <Greeting />
        </I18nextProvider>
      </>,
    );
    expect(screen.getByText('Good morning')).toBeTruthy();
    expect(screen.getByText('Goeie môre')).toBeTruthy();
  });
});
