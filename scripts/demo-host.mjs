// npm run demo:host: the demo build and the fake service in one process, with demo links (mirage/host/demoHost.ts).
//   --port 3500  --host 0.0.0.0  --persist demo.json (links, openings, events and every world kept; kill -9 safe)
//   --dist dist-demo          the demo build to serve (npm run build:demo makes it)
//   --public-url URL          the address prospects reach the host at (links are given at it)
//   --webhook URL --webhook-secret S   POST a link's first opening and each viewing's end, signed (X-Demo-Signature)
//   --seed N  --scenario default|empty|large  --max-sandboxes 200  --sandbox-idle 14d
//   --links-store redis://127.0.0.1:6379/0   links, events, wrong-passcode counts and pending webhooks in Redis,
//                             shared by demo hosts behind nginx (docs/deploy.md); else a journal beside --persist
//   --video-fps N             frames a second of the prospects' videos, 1 to 25 (default 25; tests take 5)
//   --instance NAME           every answer's X-Fake-Instance (behind nginx: which instance answered)
//   --movable-clock           a seller may move the host's clock and the prospects' worlds' (POST /__demo/host/advance {ms}): for tests
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadModules } from './contract/vite.mjs';

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      persist: { type: 'string' },
      reset: { type: 'boolean' },
      dist: { type: 'string' },
      'public-url': { type: 'string' },
      webhook: { type: 'string' },
      'webhook-secret': { type: 'string' },
      seed: { type: 'string' },
      scenario: { type: 'string' },
      'max-sandboxes': { type: 'string' },
      'sandbox-idle': { type: 'string' },
      'movable-clock': { type: 'boolean' },
      'links-store': { type: 'string' },
      instance: { type: 'string' },
      'video-fps': { type: 'string' },
    },
  }));
} catch (e) {
  console.error(`demo:host: ${e.message}`);
  process.exit(2);
}
const fail = (message) => {
  console.error(`demo:host: ${message}`);
  process.exit(2);
};
const dist = values.dist ?? 'dist-demo';
if (!existsSync(`${dist}/index.html`)) fail(`no demo build in ${dist}: run npm run build:demo first, or pass --dist`);
if (values.webhook && !values['webhook-secret'])
  fail('--webhook needs --webhook-secret (the bodies are signed with it)');
if (values.webhook && !/^https?:\/\/[^/]+/.test(values.webhook))
  fail(`--webhook: "${values.webhook}" is not an http(s) address`);
// DEMO_LINKS_STORE: the same, from the environment (compose.yaml gives it to every instance).
const linksStore = values['links-store'] ?? process.env.DEMO_LINKS_STORE;
if (linksStore && !/^rediss?:\/\/[^/]+/.test(linksStore))
  fail(`--links-store: "${linksStore}" is not a Redis address such as redis://127.0.0.1:6379/0`);
const port = Number(values.port ?? process.env.PORT ?? 3500);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: "${values.port}" is not a port number`);

const { modules, close } = await loadModules([
  '/mirage/host/demoHost.ts',
  '/mirage/scenarios/index.ts',
  '/mirage/node/cliValues.ts',
  '/mirage/node/persistFile.ts',
  '/mirage/host/redisStore.ts',
  '/mirage/node/serveArgs.ts',
]);
const [
  { startDemoHost },
  { isScenario, SCENARIO_NAMES },
  { parseDuration },
  { PersistFileError },
  { LinksStoreError },
  { parseVideoFps },
] = modules;
const quit = async (message) => {
  await close();
  fail(message);
};
if (values.scenario && !isScenario(values.scenario))
  await quit(`--scenario must be one of ${SCENARIO_NAMES.join(', ')}`);
let videoFps;
try {
  if (values['video-fps'] !== undefined) videoFps = parseVideoFps(values['video-fps']);
} catch (e) {
  await quit(e.message);
}
let host;
try {
  host = await startDemoHost({
    port,
    host: values.host ?? '127.0.0.1',
    persistFile: values.persist,
    reset: values.reset,
    distDir: dist,
    publicUrl: values['public-url'],
    seed: values.seed ? Number(values.seed) : undefined,
    scenario: values.scenario,
    maxSandboxes: values['max-sandboxes'] ? Number(values['max-sandboxes']) : undefined,
    sandboxIdleMs: values['sandbox-idle'] ? parseDuration(values['sandbox-idle']) : undefined,
    movableClock: values['movable-clock'],
    linksStore: linksStore || undefined,
    instance: values.instance,
    videoFps,
    webhook: values.webhook ? { url: values.webhook, secret: values['webhook-secret'] } : undefined,
  });
} catch (e) {
  const known = e instanceof PersistFileError || e instanceof LinksStoreError;
  await quit(known ? e.message : `cannot start: ${e instanceof Error ? e.message : e}`);
}
const stop = async () => {
  await host.close();
  await close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const notice of host.fake.notices) console.log(notice);
console.log(`demo host at ${host.url} (the demo, its fake service at ${host.fake.url}, demo links at /l/<id>)`);
console.log(
  `links: POST/GET ${host.url}/__demo/links with a seller's console token (token header), kept in ${host.store.where}`,
);
