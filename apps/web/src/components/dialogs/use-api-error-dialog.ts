// Shows a failed API call in the error dialog, translated. Aborted calls were cancelled on purpose
// (navigation, closing a dialog), so they stay silent.
import { ERROR_MESSAGES } from '@blitz/contract';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { ApiErrorResult } from '../../lib/api/api-result';
import { useDialogs } from './dialog-context';

export function useApiErrorDialog(): (result: ApiErrorResult) => void {
  const { t } = useTranslation();
  const { showError } = useDialogs();
  return useCallback(
    (result: ApiErrorResult) => {
      if (result.reason === 'request_aborted') return;
      showError({
        title: t(`api.${result.titleCode}`, { defaultValue: ERROR_MESSAGES[result.titleCode] }),
        message: t(`api.${result.messageCode}`, { defaultValue: ERROR_MESSAGES[result.messageCode] }),
      });
    },
    [showError, t],
  );
}
