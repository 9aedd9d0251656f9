/** `%text%` for ILIKE, with the user's wildcards taken literally. */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
