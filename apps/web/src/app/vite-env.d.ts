/// <reference types="vite/client" />

/** MUI's icon drawn without MUI (src/build/plain-icons.ts). */
declare module '@mui/icons-material/*?plain' {
  const Icon: import('../components/plain-icon').PlainIcon;
  export default Icon;
}

/** The static styles as the build made them (src/build/static-styles.ts): each mode's stylesheet's address, and the global styles' rules. */
declare module 'virtual:blitz-static-styles' {
  const built: { globals: import('../lib/static-classes').StaticStylesList['globals'] };
  export default built;
}

/** Each mode's stylesheet of the static styles in the build; null on the dev server (src/build/static-styles.ts). */
declare module 'virtual:blitz-static-sheets' {
  const sheets: Record<import('@blitz/contract').ThemeMode, string> | null;
  export default sheets;
}
