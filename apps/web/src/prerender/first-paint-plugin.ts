// Vite plugin (build only): puts the prerendered first HTML (first-paint-shell.tsx) into the
// built index.html in place of FIRST_PAINT_SLOT, and preloads the Inter font file the page's
// text needs, so the browser fetches it beside the stylesheet instead of after it. The shell is
// rendered through a Vite server in SSR mode, so it goes through the same module graph and
// transforms as the app. It is a picture of the page: inert and hidden from assistive technology
// (its controls do nothing until the app has taken over, and what is typed there would be lost).
// The search page's, the Blitz packs page's and the winners page's first HTML go into files of
// their own (SEARCH_SHELL_FILE, BUY_PACKS_SHELL_FILE, WINNERS_SHELL_FILE and its variant without
// photos), which the server puts in place of the home page's part on those pages (filling the
// search's and the winners' with their first answer).
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { withModuleLoader } from '../build/module-loader';
import { entryStylesheets } from '../build/app-chunk';
import { CSP_NONCE_PLACEHOLDER } from '../../../../packages/contract/src/csp';
import {
  BUY_PACKS_SHELL_FILE,
  SEARCH_SHELL_FILE,
  WINNERS_SHELL_FILE,
  WINNERS_SHELL_NO_PHOTOS_FILE,
} from '../../../../packages/contract/src/first-html';
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
export function moveStyleAttributes(html: string, prefix = ''): string {
  const rules = new Map<string, string>();
  const body = html.replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
    const index = rules.get(declarations) ?? `${prefix}${rules.size}`;
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

interface Shells {
  /** The first HTML in index.html: the header and the home page's part. */
  page: string;
  /**
   * The rules of the CSS Modules the shells' parts import (the design kit's and the shop's), with
   * the class names of the shells' HTML: the app's own stylesheets come with its chunks, after the
   * first paint.
   */
  moduleCss: string;
  /** Other pages' parts, by the file each goes into beside index.html. */
  parts: Record<string, string>;
}

/**
 * A prerendered part as the page can carry it: no style attributes (their rules named from
 * `prefix`), no test ids, and none of the preloads React writes for its first pictures (the server
 * names the picture it fills in, in the page's head).
 */
const finished = (html: string, prefix: string) =>
  moveStyleAttributes(html, prefix)
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '');

async function renderShells(root: string): Promise<Shells> {
  return withModuleLoader(root, [], async (load, loaded) => {
    const shell = (await load(SHELL_MODULE)) as {
      renderFirstPaintShell: () => Promise<string>;
      renderSearchShell: () => Promise<string>;
      renderBuyPacksShell: () => Promise<string>;
      renderWinnersShells: () => Promise<{ withPhotos: string; withoutPhotos: string }>;
    };
    const winners = await shell.renderWinnersShells();
    // Test ids name the app's elements, not their pictures in the shell.
    const page = finished(await shell.renderFirstPaintShell(), '');
    const parts = {
      [SEARCH_SHELL_FILE]: finished(await shell.renderSearchShell(), 's'),
      [BUY_PACKS_SHELL_FILE]: finished(await shell.renderBuyPacksShell(), 'b'),
      [WINNERS_SHELL_FILE]: finished(winners.withPhotos, 'w'),
      [WINNERS_SHELL_NO_PHOTOS_FILE]: finished(winners.withoutPhotos, 'v'),
    };
    // Only the modules with a class in the shells: the pages import many more than they draw first.
    const html = [page, ...Object.values(parts)].join('');
    const drawn = async (id: string) => {
      const classes = Object.values((await load(id)).default as Record<string, string>);
      return classes.some((name) => html.includes(name)) ? String((await load(`${id}?inline`)).default) : '';
    };
    const moduleCss = await Promise.all(loaded('.module.css').map(drawn));
    return { page, parts, moduleCss: moduleCss.join('') };
  });
}

export function firstPaintShell(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let parts: Shells['parts'] | undefined;
  return {
    name: 'blitz-first-paint-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(FIRST_PAINT_SLOT)) throw new Error(`index.html has no ${FIRST_PAINT_SLOT} slot for the first HTML`);
        const font = Object.keys(context.bundle ?? {}).find((file) => FONT_FILE.test(file));
        if (!font) throw new Error('the build has no Inter Latin font file to preload');
        const shells = await renderShells(root);
        parts = shells.parts;
        return {
          html: html.replace(FIRST_PAINT_SLOT, `<div id="${FIRST_PAINT_SHELL_ID}" inert aria-hidden="true">${shells.page}</div>`),
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
              injectTo: 'head-prepend',
            },
            // The entry's stylesheet (Inter's @font-face rules, 2 kB) in the page itself: linked, it
            // held the first paint for a request after the page's, 150 to 180 ms of Lighthouse's
            // first and largest paint on a phone's link.
            ...[...entryStylesheets().values(), shells.moduleCss].filter(Boolean).map((css) => ({
              tag: 'style',
              attrs: { nonce: CSP_NONCE_PLACEHOLDER },
              children: css,
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
    // The entry's stylesheets are in the page (above): their files would only wait to be fetched.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of entryStylesheets().keys()) delete bundle[file];
      },
    },
    async writeBundle() {
      if (!parts) throw new Error("the other pages' first HTML was not rendered");
      for (const [file, html] of Object.entries(parts)) await writeFile(join(outDir, file), html);
    },
  };
}
