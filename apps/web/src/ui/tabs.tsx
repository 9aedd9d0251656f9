// Tabs on Base UI's Tabs: a row of tabs (role tab in a tablist; the arrow keys move between them,
// Enter or Space selects) over the panel of the selected one. The selected tab is drawn in the
// primary colour with an orange bar under it, made in CSS from Base UI's data-active attribute, so
// the first server render shows it too (Base UI's own indicator is measured after hydration).
import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

export type TabValue = string | number;

export interface TabsProps {
  /** The selected tab's value, when the caller holds it. */
  value?: TabValue;
  /** The tab selected first, when Tabs holds the value. */
  defaultValue?: TabValue;
  onChange?: (value: TabValue) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ value, defaultValue, onChange, children, className }: TabsProps) {
  return (
    <BaseTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onChange && ((next: TabValue) => onChange(next))}
      className={cx(styles.root, className)}
    >
      {children}
    </BaseTabs.Root>
  );
}

export interface TabListProps {
  children: ReactNode;
  /** What the tabs choose between, for screen readers. */
  'aria-label'?: string;
  /** Selects a tab as the arrow keys reach it, rather than on Enter or Space. */
  activateOnFocus?: boolean;
  className?: string;
}

/** The row of tabs; it scrolls sideways when the tabs are wider than the screen. */
export function TabList({ children, activateOnFocus, className, ...aria }: TabListProps) {
  return (
    <BaseTabs.List activateOnFocus={activateOnFocus} className={cx(styles.list, className)} aria-label={aria['aria-label']}>
      {children}
    </BaseTabs.List>
  );
}

export interface TabProps {
  value: TabValue;
  children: ReactNode;
  /** An icon before the text; hidden from screen readers. */
  icon?: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function Tab({ value, children, icon, disabled, className }: TabProps) {
  return (
    <BaseTabs.Tab value={value} disabled={disabled} className={cx(styles.tab, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      {children}
    </BaseTabs.Tab>
  );
}

export interface TabPanelProps {
  value: TabValue;
  children: ReactNode;
  /** Keeps the panel in the page while another tab is selected (hidden). */
  keepMounted?: boolean;
  className?: string;
}

export function TabPanel({ value, children, keepMounted, className }: TabPanelProps) {
  return (
    <BaseTabs.Panel value={value} keepMounted={keepMounted} className={cx(styles.panel, className)}>
      {children}
    </BaseTabs.Panel>
  );
}
