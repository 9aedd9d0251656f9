// One titled group of check boxes in the filter panel (a fieldset, so screen readers announce
// the group's name with each box).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import type { ReactNode } from 'react';

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
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {title}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            control={<Checkbox size="small" checked={chosen.has(option.value)} onChange={() => toggle(option.value)} />}
            label={option.label}
            sx={{ '& .MuiFormControlLabel-label': { fontSize: '0.95rem' } }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
