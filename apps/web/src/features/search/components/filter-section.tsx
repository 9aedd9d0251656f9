// One titled group of check boxes in the filter panel (a fieldset, so screen readers announce
// the group's name with each box).
import type { ReactNode } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import styles from './filter-section.module.css';

export interface FilterOption<T> {
  value: T;
  label: ReactNode;
}

export interface FilterSectionProps<T> {
  title: string;
  options: FilterOption<T>[];
  selected: readonly T[] | undefined;
  onChange: (next: T[] | undefined) => void;
}

export function FilterSection<T extends string | number>({ title, options, selected, onChange }: FilterSectionProps<T>) {
  if (options.length === 0) return null;
  const chosen = new Set<T>(selected ?? []);
  const toggle = (value: T) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    // Keep the options' order so the URL stays the same for the same choice.
    const list = options.map((option) => option.value).filter((v) => next.has(v));
    onChange(list.length > 0 ? list : undefined);
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.title}>{title}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            checked={chosen.has(option.value)}
            onChange={() => toggle(option.value)}
            label={option.label}
            className={styles.option}
          />
        ))}
      </div>
    </fieldset>
  );
}
