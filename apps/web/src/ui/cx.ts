/** Joins the class names that are set: `cx(styles.a, on && styles.b, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
