import { createServer } from 'vite';

/**
 * Loads the project's TypeScript modules in Node through Vite (the same resolution as the build: JSON imports,
 * `?url` media imports), for the Node-side tools: openapi, fake:serve, contract.
 */
export async function loadModules(paths) {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    appType: 'custom',
    // No file watcher: these tools load their modules once. Watching the repository cost every start (each fake:serve
    // a test or the cluster runs) seconds of a busy core, scanning files no one would change under a running tool.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const modules = [];
  for (const p of paths) modules.push(await vite.ssrLoadModule(p));
  // `load` takes more modules through the same server: a script can read its command line before loading the rest.
  return { modules, load: (p) => vite.ssrLoadModule(p), close: () => vite.close() };
}
