// The theme's main palette colours as text colours, one style each, for the static classes of the
// plain components that take MUI's `color` prop (plain-icon.tsx, plain-text.tsx).
import type { Theme } from '@mui/material/styles';

export const paletteColors = ({ palette }: Theme) => ({
  primary: { color: palette.primary.main },
  secondary: { color: palette.secondary.main },
  error: { color: palette.error.main },
  success: { color: palette.success.main },
  warning: { color: palette.warning.main },
  info: { color: palette.info.main },
});
