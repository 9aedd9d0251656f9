// React Router's framework mode (issue 48): every shop route is rendered on the server by the
// components that then hydrate. The routes and their modules are under src/app (routes.ts); the
// build writes the browser's files to dist/client and the server's module to dist/server, which
// the API server mounts (apps/server http/shop-pages.ts).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
