// A flex column or row with a gap from the spacing scale (multiples of 8 px). `direction="row"`
// is a row everywhere; `rowFrom` makes a column on phones that becomes a row from that width
// (600 px for 'sm', 900 px for 'md'). Lists use `component="ul"` (its markers and padding are reset).
import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from './cx';
import styles from './stack.module.css';

export type Spacing = 0 | 0.5 | 0.75 | 1 | 1.25 | 1.5 | 2 | 2.5 | 3 | 4 | 5;

const ALIGN = {
  start: styles.alignStart,
  center: styles.alignCenter,
  end: styles.alignEnd,
  baseline: styles.alignBaseline,
  stretch: styles.alignStretch,
};
const JUSTIFY = { start: styles.justifyStart, center: styles.justifyCenter, end: styles.justifyEnd, between: styles.justifyBetween };

export type StackProps<C extends ElementType = 'div'> = {
  component?: C;
  direction?: 'row' | 'column';
  /** A column on phones, a row from this width on. */
  rowFrom?: 'sm' | 'md';
  spacing?: Spacing;
  align?: keyof typeof ALIGN;
  justify?: keyof typeof JUSTIFY;
  wrap?: boolean;
} & Omit<ComponentPropsWithRef<C>, 'component'>;

export function Stack<C extends ElementType = 'div'>({
  component,
  direction = 'column',
  rowFrom,
  spacing,
  align,
  justify,
  wrap = false,
  className,
  ...rest
}: StackProps<C>) {
  const Element: ElementType = component ?? 'div';
  return (
    <Element
      className={cx(
        styles.stack,
        direction === 'row' && styles.row,
        rowFrom === 'sm' && styles.rowFromSm,
        rowFrom === 'md' && styles.rowFromMd,
        spacing !== undefined && styles[`gap${String(spacing).replace('.', '_')}`],
        align && ALIGN[align],
        justify && JUSTIFY[justify],
        wrap && styles.wrap,
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
