// A shop page rendered on the server (React Router's server entry): the visitor's translator and
// a React Query client made for this request alone, the answer's nonce on every inline script,
// and the whole page in the answer (onAllReady: crawlers and link previews read the finished
// page, and the page's data is in before rendering starts, from its route's loader).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { FALLBACK_LANGUAGE, type LanguageIso } from '@blitz/contract';
import { createTranslator, textLanguages, textsOf } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import type { Messages } from '../lib/translator';
import { ShopRuntimeProvider, type ShopRuntime } from './shop-runtime';

/** How long a render may take before it is cut short (React Router's convention). */
export const streamTimeout = 5_000;

async function translatorFor(request: Request, context: AppLoadContext) {
  // React Router's own dev server gives no load context: English, its texts from the dev server.
  const given: Partial<AppLoadContext> = context;
  const language = given.language ?? FALLBACK_LANGUAGE;
  const read = given.messages ?? ((code: LanguageIso) => fetch(new URL(textsOf(code), request.url)).then((answer) => answer.json()));
  const languages = textLanguages(language);
  const files = await Promise.all(languages.map(async (code) => [code, (await read(code)) as Messages] as const));
  const i18n = createTranslator({ language, messages: Object.fromEntries(files) });
  await i18n.whenReady();
  return i18n;
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status, headers });
  }
  const runtime: ShopRuntime = {
    i18n: await translatorFor(request, loadContext),
    queryClient: createQueryClient(),
    nonce: loadContext.nonce,
  };
  return new Promise((resolve, reject) => {
    let responseStatus = status;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ShopRuntimeProvider value={runtime}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </ShopRuntimeProvider>,
      {
        nonce: loadContext.nonce,
        // The whole page inline, each Suspense boundary in its place: a page is complete without
        // scripts (no boundary outlined behind a script that reveals it; React's default heuristic
        // outlines the large ones).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              timer = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        },
        onShellError: reject,
        onError(error) {
          responseStatus = 500;
          // On the server: its standard error goes to the server's log (React Router's own default).
          // eslint-disable-next-line no-console
          if (!(error instanceof Error && error.name === 'AbortError')) console.error(error);
        },
      },
    );
  });
}
