// The brand's colours (theme.ts), apart from MUI's theme so that the first screens can draw with
// them without it (issue 15).
export const BRAND = {
  navy: '#0b1530',
  navyRaised: '#111d3f',
  navyBorder: '#1f2c52',
  orange: '#ff6a00',
  orangeLight: '#ff8a33',
  orangeDark: '#d95a00',
  /** Orange for text and white-on-orange fills on light surfaces. */
  orangeText: '#c2410c',
  orangeTextDark: '#9a3412',
  gold: '#ffc23d',
  sky: '#4d8dff',
  cloud: '#f4f6fb',
  ink: '#0b1530',
} as const;
