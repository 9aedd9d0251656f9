// A ready translator with the real English translation file, so component tests check the texts
// users actually see (and fail when a key is missing from `en`). Another language given has no
// file here: its texts are English, as in a shop whose file for it failed to load.
import en from '../../public/locales/en/translation.json';
import { createTranslator } from '../../src/lib/i18n';
import type { Translator } from '../../src/lib/translator';

export function createTestI18n(language = 'en'): Translator {
  return createTranslator({ language, messages: { en } });
}
