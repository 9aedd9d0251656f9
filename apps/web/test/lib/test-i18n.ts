// A synchronous i18next instance with the real English translation file, so component tests
// check the texts users actually see (and fail when a key is missing from `en`).
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translation.json';
import { shopPluralRules } from '../../src/lib/i18n';
import { I18N_INTERPOLATION } from '../../src/lib/i18n-interpolation';

export function createTestI18n(language = 'en'): I18n {
  const instance = createInstance();
  void instance
    .use(initReactI18next)
    .use(shopPluralRules)
    .init({
      lng: language,
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: I18N_INTERPOLATION,
      initAsync: false,
      // A missing key renders as the key itself; tests then fail on the visible text.
      saveMissing: false,
      showSupportNotice: false,
    });
  return instance;
}
