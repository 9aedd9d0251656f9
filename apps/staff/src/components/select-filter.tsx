// A list filter chosen from a menu: first "any" (the empty value, which a list's call takes as no
// filter), then the filter's own options.
import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectFilterProps {
  label: string;
  /** The text of the "any" option. */
  any?: string;
  /** A list filter's value and change handler (useListFilters' `field`). */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The other options, e.g. `menuOptions(REPORT_STATUSES)`. */
  options: ReactNode;
}

export function SelectFilter({ any = 'Any', options, ...field }: SelectFilterProps) {
  return (
    <TextField select {...field}>
      <MenuItem value="">{any}</MenuItem>
      {options}
    </TextField>
  );
}
