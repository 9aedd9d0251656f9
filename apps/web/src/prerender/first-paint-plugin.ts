// Vite plugin (build only): puts the prerendered first HTML (first-paint-shell.tsx) into the
// built index.html in place of FIRST_PAINT_SLOT, and preloads the Inter font file the page's
// text needs, so the browser fetches it beside the stylesheet instead of after it. The shell is
// rendered through a Vite server in SSR mode, so it goes through the same module graph and
// transforms as the app. It is a picture of the page: inert and hidden from assistive technology
// (its controls do nothing until the app has taken over, and what is typed there would be lost).
import { createServer, type Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../../../packages/contract/src/csp';
import { FIRST_PAINT_SHELL_ID } from './shell-markers';

/** The comment in index.html that the shell replaces (kept as is by the dev server). */
export const FIRST_PAINT_SLOT = '<!--first-paint-->';
const SHELL_MODULE = '/src/prerender/first-paint-shell.tsx';
/** Inter's variable Latin file: the only one an English page needs. */
const FONT_FILE = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The page's policy allows no style attributes, so each one React wrote becomes a rule of its
 * own (with !important, as an attribute would outrank the element's classes).
 */
export function moveStyleAttributes(html: string): string {
  const rules = new Map<string, number>();
  const body = html.replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
    const index = rules.get(declarations) ?? rules.size;
    rules.set(declarations, index);
    return ` data-fp-style="${index}"`;
  });
  if (rules.size === 0) return body;
  const css = [...rules]
    .map(([declarations, index]) => {
      const important = declarations
        .split(';')
        .filter((declaration) => declaration.trim())
        .map((declaration) => `${declaration.replaceAll('&quot;', '"')} !important`)
        .join(';');
      return `[data-fp-style="${index}"]{${important}}`;
    })
    .join('');
  return `<style nonce="${CSP_NONCE_PLACEHOLDER}">${css}</style>${body}`;
}

async function renderShell(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const shell = (await server.ssrLoadModule(SHELL_MODULE)) as { renderFirstPaintShell: () => Promise<string> };
    // Test ids name the app's elements, not their pictures in the shell.
    return moveStyleAttributes(await shell.renderFirstPaintShell()).replace(/ data-testid="[^"]*"/g, '');
  } finally {
    await server.close();
  }
}

export function firstPaintShell(): Plugin {
  let root = process.cwd();
  return {
    name: 'blitz-first-paint-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(FIRST_PAINT_SLOT)) throw new Error(`index.html has no ${FIRST_PAINT_SLOT} slot for the first HTML`);
        const font = Object.keys(context.bundle ?? {}).find((file) => FONT_FILE.test(file));
        if (!font) throw new Error('the build has no Inter Latin font file to preload');
        const shell = await renderShell(root);
        return {
          html: html.replace(FIRST_PAINT_SLOT, `<div id="${FIRST_PAINT_SHELL_ID}" inert aria-hidden="true">${shell}</div>`),
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
