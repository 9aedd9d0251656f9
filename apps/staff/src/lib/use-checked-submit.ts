// A form's submit: the check before sending, whose problem shows until the next try, then the call
// when the check finds nothing.
import { useState, type FormEvent } from 'react';

/** `check` answers what is wrong with the form, or null. */
export function useCheckedSubmit(check: () => string | null, send: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found === null) send();
  };
  return { problem, submit };
}
