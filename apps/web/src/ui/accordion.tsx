// Sections that open and close under their headings, on Base UI's Accordion: each heading holds a
// button (aria-expanded, aria-controls) with a chevron that turns when its panel is open. By
// default one section is open at a time; `multiple` lets several be.
import { Accordion as BaseAccordion } from '@base-ui/react/accordion';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './accordion.module.css';

export interface AccordionProps {
  /** AccordionItem elements. */
  children: ReactNode;
  /** Whether several sections may be open at once. */
  multiple?: boolean;
  /** The open sections' values, when the caller holds them. */
  value?: string[];
  /** The sections open first, when the accordion holds them. */
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  className?: string;
}

export function Accordion({ children, multiple = false, value, defaultValue, onChange, className }: AccordionProps) {
  return (
    <BaseAccordion.Root
      multiple={multiple}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onChange && ((next: string[]) => onChange(next))}
      className={cx(styles.root, className)}
    >
      {children}
    </BaseAccordion.Root>
  );
}

export interface AccordionItemProps {
  /** Names the section in the accordion's value; Base UI makes one when it is left out. */
  value?: string;
  /** The heading's text. */
  title: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function AccordionItem({ value, title, children, disabled, headingLevel = 3, className }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <BaseAccordion.Item value={value} disabled={disabled} className={cx(styles.item, className)}>
      <BaseAccordion.Header render={<Heading />} className={styles.header}>
        <BaseAccordion.Trigger className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <ChevronDown aria-hidden className={styles.chevron} />
        </BaseAccordion.Trigger>
      </BaseAccordion.Header>
      <BaseAccordion.Panel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </BaseAccordion.Panel>
    </BaseAccordion.Item>
  );
}
