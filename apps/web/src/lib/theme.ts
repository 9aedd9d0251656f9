// The brand theme of the shop: deep navy and electric orange, Inter, generous radii. Both modes
// share one palette recipe so components look the same apart from their surfaces.
//
// Readability (WCAG AA, 4.5:1 for text): electric orange is too light for white text (2.87:1)
// and, as text, for the light paper (2.87:1). So contained primary buttons keep the electric
// orange with navy text in both modes (6.28:1; 4.65:1 at the gradient's darkest stop), and the
// light mode's primary.main, which MUI uses for orange text (links, text and outlined buttons,
// focused labels), is a burnt orange that reads on white (5.18:1) and carries white text.
import { alpha, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ThemeMode } from '@blitz/contract';
import { BRAND } from './brand';

/** Inter, then its stand-in while it loads (src/styles/inter-fallback.css), then the system's fonts. */
const FONT_STACK = [
  'Inter Variable',
  'Inter',
  'Inter Fallback',
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Roboto',
  'Arial',
  'sans-serif',
].join(',');

export function createBrandTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const theme = createTheme({
    palette: {
      mode,
      primary: dark
        ? { main: BRAND.orange, light: BRAND.orangeLight, dark: BRAND.orangeDark, contrastText: BRAND.ink }
        : { main: BRAND.orangeText, light: BRAND.orange, dark: BRAND.orangeTextDark, contrastText: '#ffffff' },
      secondary: { main: dark ? BRAND.gold : '#b7791f', contrastText: BRAND.ink },
      info: { main: BRAND.sky },
      // MUI's dark error red (#f44336) is 4.49:1 on the navy paper; this one 5.97:1.
      ...(dark ? { error: { main: '#f87171' } } : {}),
      background: dark ? { default: BRAND.navy, paper: BRAND.navyRaised } : { default: BRAND.cloud, paper: '#ffffff' },
      text: dark ? { primary: '#f2f5fc', secondary: '#a9b4d0' } : { primary: BRAND.ink, secondary: '#4a5674' },
      divider: dark ? BRAND.navyBorder : '#e1e6f0',
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.03em' },
      h2: { fontWeight: 800, letterSpacing: '-0.025em' },
      h3: { fontWeight: 800, letterSpacing: '-0.02em' },
      h4: { fontWeight: 800, letterSpacing: '-0.015em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
  });

  return createTheme(theme, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'auto' },
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { background: alpha(BRAND.orange, 0.35) },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: 10,
            paddingInline: 18,
            // MUI 9 has no containedPrimary override key any more; a variant matches instead.
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: {
                  color: BRAND.ink,
                  backgroundColor: BRAND.orange,
                  backgroundImage: `linear-gradient(135deg, ${BRAND.orangeLight} 0%, ${BRAND.orange} 55%, ${BRAND.orangeDark} 100%)`,
                  boxShadow: `0 6px 18px ${alpha(BRAND.orange, 0.35)}`,
                  '&:hover': {
                    backgroundColor: BRAND.orangeLight,
                    backgroundImage: `linear-gradient(135deg, #ffa05c 0%, ${BRAND.orangeLight} 50%, ${BRAND.orange} 100%)`,
                    boxShadow: `0 8px 24px ${alpha(BRAND.orange, 0.45)}`,
                  },
                  '&.Mui-disabled': { backgroundImage: 'none', boxShadow: 'none' },
                },
              },
            ],
          },
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none' },
          outlined: { borderColor: theme.palette.divider },
        },
      },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: 18, border: `1px solid ${theme.palette.divider}` } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
