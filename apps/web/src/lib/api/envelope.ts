// The fields the API client adds to every body (SPEC.md section 7): the current language, the
// stored refresh token (unless the caller excludes it) and the stored referrer token.
import { STORAGE_KEYS, type Envelope, type LanguageIso } from '@blitz/contract';
import { currentLanguage } from '../i18n';
import { readStorage } from '../storage';

/** `language`: a server render's (its request's); the page's by default. */
export function buildEnvelope(excludeToken = false, language: LanguageIso = currentLanguage()): Envelope {
  const envelope: Envelope = { lanIso: language };
  const refreshToken = excludeToken ? null : readStorage(STORAGE_KEYS.refreshToken);
  if (refreshToken) envelope.refreshToken = refreshToken;
  const referrerToken = readStorage(STORAGE_KEYS.referrerToken);
  if (referrerToken) envelope.referrerToken = referrerToken;
  return envelope;
}
