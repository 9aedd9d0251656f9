/**
 * The shop's pages, rendered on the server by the shop's own build (apps/web, React Router's
 * framework mode): its server module is loaded once and every page request goes through its
 * request handler, which answers with a web Response that Fastify sends (so the security headers,
 * the compression and the logging of every other answer apply). The page's loaders get the
 * visitor's language (the language cookie, then Accept-Language), theme (the theme cookie), this
 * answer's nonce and a way to call the API in process, from the visitor's address, so that the
 * rate limits count a page's first data as the visitor's own calls.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  DEFAULT_THEME,
  FALLBACK_LANGUAGE,
  isLanguageIso,
  isThemeMode,
  LANGUAGE_COOKIE,
  languageOfBrowserTag,
  THEME_COOKIE,
  type LanguageIso,
  type ShopPageContext,
  type ThemeMode,
} from '@blitz/contract';
import type { AppConfig } from '../config';

/** The visitor's languages in the order of their weights (`q`), as shop languages. */
export function languagesOfAcceptLanguage(header: string | undefined): LanguageIso[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
      // An unreadable weight (`q=abc`) counts as none: the tag is left out.
      return { tag, weight: q === undefined ? 1 : /^\s*[\d.]+\s*$/.test(q) ? Number(q) : Number.NaN, index };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => languageOfBrowserTag(tag))
    .filter((iso): iso is LanguageIso => iso !== null);
}

/** The page's language: the visitor's choice (the cookie), else the browser's first shop language, else English. */
export function pageLanguage(request: FastifyRequest): LanguageIso {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (chosen && isLanguageIso(chosen)) return chosen;
  return languagesOfAcceptLanguage(request.headers['accept-language'])[0] ?? FALLBACK_LANGUAGE;
}

export function pageTheme(request: FastifyRequest): ThemeMode {
  const chosen = request.cookies[THEME_COOKIE];
  return isThemeMode(chosen) ? chosen : DEFAULT_THEME;
}

/** The request as the web Request that the shop's handler takes (pages are GET and HEAD only). */
function webRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The path appended to the shop's own address: a path such as `//elsewhere.example/x` stays a path.
  return new Request(`${origin.replace(/\/$/, '')}${request.url}`, { method: request.method, headers });
}

/** Loads the shop's server module from the build (`dist/server/index.js` of apps/web). */
export async function loadShopBuild(webDist: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(join(webDist, 'server', 'index.js')).href)) as ServerBuild;
}

/** Sends the page at the request's address, rendered by `build`. */
export function shopPageRenderer(app: FastifyInstance, config: AppConfig, build: ServerBuild, clientDir: string) {
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const texts = new Map<LanguageIso, Promise<Record<string, unknown>>>();
  const messages = (language: LanguageIso) => {
    let read = texts.get(language);
    if (!read) {
      read = readFile(join(clientDir, 'locales', language, 'translation.json'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      // A file that could not be read is tried again by the next page, not remembered as missing.
      read.catch(() => texts.delete(language));
      texts.set(language, read);
    }
    return read;
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const context: ShopPageContext = {
      language: pageLanguage(request),
      theme: pageTheme(request),
      nonce: reply.pageNonce,
      testShop: config.testShop,
      publicUrl: config.publicUrl,
      messages,
      callApi: async (path, body) => {
        const answer = await app.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          remoteAddress: request.ip,
        });
        return { status: answer.statusCode, text: answer.body };
      },
    };
    const response = await handle(webRequest(request, config.publicUrl), context);
    // A page is rendered for its visitor (language and theme from cookies and Accept-Language, a
    // nonce of its own): no shared cache may keep it, and the browser revalidates it each time.
    // React Router's own answers (route data, its manifest) keep the caching it gives them.
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('cache-control', 'private, no-cache');
      response.headers.set('vary', 'Cookie, Accept-Language');
    }
    return reply.send(response);
  };
}
