// Outlined fields built from MUI's parts rather than its TextField, for pages that must load and
// mount quickly (the search page). TextField imports MUI's Select, and with it the menu, popover,
// list and transition code, though a page of plain inputs and native selects never runs it; and
// MUI's own Select re-renders once at mount to measure its box (a synchronous render in the
// page's first commit). A native select is also the phone's own picker, which a shopper knows.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface FieldFrameProps {
  label: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export interface NativeSelectFieldProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
  /** The `<option>` elements. */
  children: ReactNode;
}

/** A labelled, outlined native `<select>` (a combobox named by its label). */
export function NativeSelectField({ label, value, onChange, children, size, sx }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size={size} sx={sx} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

export interface OutlinedTextFieldProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** Marks the input invalid (`aria-invalid` and the error colour). */
  error?: boolean;
  /** The id of the text that describes the input, such as its error message. */
  describedBy?: string;
}

/** A labelled, outlined text input, as TextField draws it. */
export function OutlinedTextField({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
  size,
  sx,
  error,
  describedBy,
}: OutlinedTextFieldProps) {
  const id = useId();
  return (
    <FormControl size={size} sx={sx} error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ inputMode, 'aria-describedby': describedBy }}
      />
    </FormControl>
  );
}
