// unicode-confusables ships its declarations as `index.ts.d`, a name TypeScript never looks up
// (its package.json names `index.d.ts`); these are the same declarations, of the part we use.
declare module 'unicode-confusables' {
  /** Every code point replaced by its prototype of Unicode's confusables.txt (UTS #39), zero-width ones dropped. */
  export const rectifyConfusion: (input: string) => string;
}
