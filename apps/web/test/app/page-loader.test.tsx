// The loading fallback of the app and of its pages: a progress indicator with a name, in the
// page's language once its texts have come and in English before.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageLoader } from '../../src/app/layout/page-loader';
import { createTranslator } from '../../src/lib/i18n';
import { TranslationProvider } from '../../src/lib/use-translation';
import { createTestI18n } from './test-utils';

describe('PageLoader', () => {
  it("is named in the page's language once the texts are in", () => {
    render(
      <TranslationProvider i18n={createTestI18n('zu')}>
        <PageLoader />
      </TranslationProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Sicela ulinde…' })).toBeTruthy();
  });

  it('is named in English, without waiting, while the texts are on their way', () => {
    // The language file never comes.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const i18n = createTranslator({ fetch: true });
    void i18n.changeLanguage('zu');
    render(
      <TranslationProvider i18n={i18n}>
        <PageLoader fullScreen />
      </TranslationProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).toBeTruthy();
  });
});
