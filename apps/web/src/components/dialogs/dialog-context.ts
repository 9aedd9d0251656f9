// The dialog API shared by the whole shop: error, success and loading dialogs (SPEC.md section 2,
// "Dialogs"). Kept apart from the provider so hooks and tests can import it without React trees.
import { createContext, useContext } from 'react';

export interface ErrorDialogOptions {
  /** Already translated; defaults to the translated 'Error'. */
  title?: string;
  /** Already translated message; a support-contact hint is always appended. */
  message: string;
}

export interface SuccessDialogOptions {
  title: string;
  message: string;
}

export interface DialogApi {
  showError(options: ErrorDialogOptions): void;
  showSuccess(options: SuccessDialogOptions): void;
  /** Shows a blocking loading dialog; `text` is already translated (defaults to 'Please wait…'). */
  showLoading(text?: string): void;
  hideLoading(): void;
}

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogProvider>');
  return api;
}
