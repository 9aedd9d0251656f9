// Types of the VITE_* variables the web app reads (see config.ts).
interface ImportMetaEnv {
  readonly VITE_ADMIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
