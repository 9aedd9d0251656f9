// The options of a select (MUI's TextField `select`) whose values are texts: one menu item per
// value, showing the value or its label.
import { MenuItem } from '@mui/material';

export function menuOptions<Value extends string>(values: readonly Value[], labelOf: (value: Value) => string = (value) => value) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labelOf(value)}
    </MenuItem>
  ));
}
