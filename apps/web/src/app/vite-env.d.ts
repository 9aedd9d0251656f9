/// <reference types="vite/client" />

/** MUI's icon drawn without MUI (src/build/plain-icons.ts). */
declare module '@mui/icons-material/*?plain' {
  const Icon: import('../components/plain-icon').PlainIcon;
  export default Icon;
}
