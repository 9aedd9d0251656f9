// The console's theme: the shop's navy and orange on a light, dense working surface.
import { createTheme } from '@mui/material/styles';

export const staffTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#c2410c', dark: '#9a3412', contrastText: '#ffffff' },
    secondary: { main: '#0b1530' },
    // Darker than MUI's defaults, so white text on them (chips) reads at 4.5:1 or more.
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
  typography: { fontFamily: ['Inter Variable', 'Inter', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'].join(',') },
  shape: { borderRadius: 8 },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A disabled field's helper text still explains it (why an Open auction's field is fixed): readable, not greyed out.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
  },
});
