// Translated texts of the SPEC.md section 5 and 8 messages the account screens show. The English
// text is ERROR_MESSAGES; translations live under `account.errors.{code}`.
import { ERROR_MESSAGES, type ErrorCode } from '@blitz/contract';
import { useCallback } from 'react';
import { useTranslation } from './use-translation';

/** The error code whose English text is `message` (validators return English texts). */
export function codeOfMessage(message: string): ErrorCode | null {
  const entry = Object.entries(ERROR_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ErrorCode) : null;
}

export function useErrorText(): (codeOrMessage: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (codeOrMessage: string) => {
      const code = codeOrMessage in ERROR_MESSAGES ? (codeOrMessage as ErrorCode) : codeOfMessage(codeOrMessage);
      if (!code) return codeOrMessage;
      return t(`account.errors.${code}`, { defaultValue: ERROR_MESSAGES[code] });
    },
    [t],
  );
}
