// npm run fake:serve: the fake service over real HTTP (mirage/node/httpServer.ts), under /api on PORT (3100).
//   --seed N  --scenario default|empty|large  --speed F  --frozen  --host 0.0.0.0  --port N
//   --persist file.json    keep every world's data: the default one in this file, each sandbox in
//                          file.json.sandboxes/NAME.json (each written before a write is answered); file.json.lock
//                          names the server holding it, and a second server on the file refuses to start
//   --reset                start from the seed (once listening); the old file is kept as file.json.bak (or .bak.2...)
//   --max-body 10mb        larger request bodies answer 413
//   --max-inflight 64mb    all bodies being read at once; over it a body answers 503
//   --header-timeout 10s   to send a request's headers;  --body-timeout 30s  to send the whole request (then 408)
//   --sandbox-idle 1h      drop a sandbox (X-Fake-Sandbox) unused this long
//   --max-sandboxes 20     at the cap, a new sandbox is refused (503) until one has been idle for --sandbox-idle
//   --session-ttl 7d       a token's lifetime (virtual time)
//   --max-sessions 10000   per world (oldest of that world dropped);  --max-account-sessions 100 (oldest of that account)
//   --max-storage 128mb    uploaded objects kept per world (that world's oldest dropped first)
//   --public-url URL       the address clients reach the server at (behind a proxy), for media addresses
//   --repeatable-tokens    tokens without their random part: the same on every run (for a test that needs that)
//   --instance NAME        every answer's X-Fake-Instance (default host:port): which instance answered, behind nginx
//   --video-fps N          frames a second of the videos it makes, 1 to 25 (default 25; tests take 5)
//   --allow-origin ORIGIN  pages of ORIGIN may use /__demo too (repeatable or a comma list; * for any); localhost always
//   --help                 the usage (mirage/node/serveArgs.ts reads the command line; every value has a stated range)
import { loadModules } from './contract/vite.mjs';

// The command line first, with the few modules that read it: a refusal or --help comes before the server is loaded.
const { modules, load, close } = await loadModules(['/mirage/node/serveArgs.ts', '/mirage/node/cliValues.ts']);
const [{ readServeArgs, SERVE_USAGE }, { CliError }] = modules;
/** A refusal: one line, exit code 2 (a command line it cannot take, a port in use, a --persist file it cannot use). */
const quit = async (message) => {
  console.error(message);
  await close();
  process.exit(2);
};
let options;
try {
  options = readServeArgs(process.argv.slice(2), process.env);
} catch (e) {
  await quit(e instanceof CliError ? e.message : `fake:serve: ${e instanceof Error ? e.message : e}`);
}
if (options === 'help') {
  console.log(SERVE_USAGE);
  await close();
  process.exit(0);
}
const { startFakeHttpServer, DEMO_PREFIX } = await load('/mirage/node/httpServer.ts');
const { PersistFileError } = await load('/mirage/node/persistFile.ts');
// Stopping always lets the --persist file go (its lock) and folds what its journals hold into the files; on a full
// disk a journal is left as it is (it holds every call). One line either way, never a stack trace. Asked while the
// server is still starting (the lock taken, journals replayed), it stops as soon as it has started.
let fake;
let asked = null;
let stopping = false;
const stop = async (signal) => {
  if (!fake) {
    asked = signal;
    return;
  }
  if (stopping) return;
  stopping = true;
  let line = `fake:serve stopped (${signal})`;
  try {
    const left = await fake.close();
    if (left.length) line += `; ${left.join('; ')}`;
  } catch (e) {
    line += `; ${e instanceof Error ? e.message : e}`;
  }
  try {
    await close();
  } catch {
    // The module loader's own files: nothing of the data.
  }
  console.log(line);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
try {
  fake = await startFakeHttpServer(options);
} catch (e) {
  // A port in use, an unreadable or locked --persist file: one line that names it and the way out.
  await quit(
    e instanceof PersistFileError ? e.message : `fake:serve cannot start: ${e instanceof Error ? e.message : e}`,
  );
}
if (asked) await stop(asked);
for (const notice of fake.notices) console.log(notice);
const origin = fake.url.replace(/\/api$/, '');
console.log(`fake service at ${fake.url} (seed ${fake.backend.db.seed}, scenario ${fake.backend.db.scenario})`);
console.log(
  `demo controls at ${origin}${DEMO_PREFIX} (GET for the state; POST reset, advance, speed, fail, chaos, pay; GET sandboxes, DELETE sandboxes/NAME)`,
);
console.log('sandboxes: send X-Fake-Sandbox: NAME for a world of your own (made on first use)');
console.log(
  `try: curl -s -X POST ${fake.url}/userInfo/loginByPwd -H 'content-type: application/json' -d '{"mobilePhone":"13800000001","passWord":"demo123"}'`,
);
