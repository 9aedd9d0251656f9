// The console's theme: the shop's navy and orange on a light, dense working surface.
import { createTheme } from '@mui/material/styles';

export const staffTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#c2410c', dark: '#9a3412', contrastText: '#ffffff' },
    secondary: { main: '#0b1530' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
  typography: { fontFamily: ['Inter Variable', 'Inter', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'].join(',') },
  shape: { borderRadius: 8 },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
