// Loads the shop's modules in Node at build time (the prerendered first HTML): a Vite server without files, watching or a socket, with the build's own plugins, closed
// once `run` is done with it.
import { createServer, type PluginOption } from 'vite';

export type LoadModule = (path: string) => Promise<Record<string, unknown>>;

/** The ids of the modules loaded so far whose path ends with `suffix`, in a stable order. */
export type LoadedModules = (suffix: string) => string[];

export async function withModuleLoader<T>(
  root: string,
  plugins: PluginOption[],
  run: (load: LoadModule, loaded: LoadedModules) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    return await run(
      (path) => server.ssrLoadModule(path),
      (suffix) => [...server.moduleGraph.idToModuleMap.keys()].filter((id) => id.endsWith(suffix)).sort(),
    );
  } finally {
    await server.close();
  }
}
