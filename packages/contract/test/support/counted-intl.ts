// Counts the Intl formatters made while a test runs (a spy on a constructor does not pass on `new`).
type Counted = 'DateTimeFormat' | 'NumberFormat';

export function countIntl(name: Counted): { made: () => number; reset: () => void; restore: () => void } {
  const original = Intl[name];
  let made = 0;
  const counting = function (this: unknown, ...args: unknown[]) {
    made += 1;
    return Reflect.construct(original, args) as object;
  };
  Object.assign(Intl, { [name]: counting });
  return {
    made: () => made,
    reset: () => {
      made = 0;
    },
    restore: () => {
      Object.assign(Intl, { [name]: original });
    },
  };
}
