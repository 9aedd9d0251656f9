// A form of the shop's accounts (sign-in, sign-up, password, profile): a column of fields 16 px
// apart, named for assistive technology, checked by its own code rather than the browser's.
import type { FormEvent, ReactNode, Ref } from 'react';
import { Stack } from '../ui/stack';

export interface StackFormProps {
  /** The form's accessible name. */
  label: string;
  /** Called on submit (Enter too); a promise it returns is not awaited. */
  onSubmit: (event: FormEvent) => unknown;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

export function StackForm({ label, onSubmit, className, ref, children }: StackFormProps) {
  return (
    <Stack
      component="form"
      ref={ref}
      noValidate
      spacing={2}
      onSubmit={(e: FormEvent) => void onSubmit(e)}
      aria-label={label}
      className={className}
    >
      {children}
    </Stack>
  );
}
