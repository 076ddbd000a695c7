// npm run drift -- record --target URL [--port 3200] [--host 127.0.0.1] --out session.ndjson [--mask f1,f2] [--mask-key K]
// npm run drift -- replay session.ndjson [--baseline second.ndjson] [--base URL] [--json report.json] [--html report.html]
//                         [--ignore .driftignore] [--slow-ms 2400] [--mask-key K]
// Record: a proxy that writes every call to the service as one JSON line, tokens, passwords and phone numbers masked.
// Replay: the calls, in order, into a fresh sandbox of the fake (in this process, or a running one with --base),
// compared call by call; exits 1 when an error-level finding remains, 0 otherwise, 2 on a wrong command line.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE =
  'usage: npm run drift -- record --target URL --out session.ndjson [--port 3200] | replay session.ndjson [--baseline b.ndjson] [--base URL] [--json r.json] [--html r.html]';
const refuse = (message) => {
  console.error(message);
  process.exit(2);
};

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      target: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      out: { type: 'string' },
      mask: { type: 'string' },
      'mask-key': { type: 'string' },
      baseline: { type: 'string' },
      base: { type: 'string' },
      json: { type: 'string' },
      html: { type: 'string' },
      ignore: { type: 'string' },
      'slow-ms': { type: 'string' },
    },
  });
} catch (e) {
  refuse(`${e instanceof Error ? e.message : e}; ${USAGE}`);
}
const { values, positionals } = parsed;
const [command, file, ...extra] = positionals;
const maskKey = values['mask-key'] ?? process.env.DRIFT_MASK_KEY;
const isUrl = (v) => /^https?:\/\/[^/]+/.test(v ?? '');
/** Vite (which loads the TypeScript) only once the command line is known good: a refusal answers at once. */
const loadModules = async (paths) => (await import('./contract/vite.mjs')).loadModules(paths);

if (command === 'record') {
  if (!isUrl(values.target)) refuse(`--target must be the service's API base, e.g. https://staging.example.com/api`);
  if (!values.out) refuse('--out names the file the calls are written to, e.g. --out session.ndjson');
  const port = Number(values.port ?? 3200);
  if (!Number.isInteger(port) || port < 0 || port > 65535) refuse(`--port ${values.port}: a port number, 0 to 65535`);
  const { modules, close } = await loadModules(['/scripts/drift/recorder.ts', '/scripts/drift/mask.ts']);
  const [{ startRecorder }, { parseFieldList, randomMaskKey }] = modules;
  let recorder;
  try {
    recorder = await startRecorder({
      target: values.target,
      port,
      host: values.host,
      out: values.out,
      mask: { key: maskKey ?? randomMaskKey(), fields: parseFieldList(values.mask) },
      onCall: (c) =>
        console.log(
          `${c.seq} ${c.method} ${c.path} -> ${c.status}${c.answer ? ` code ${c.answer.code}` : ''} (${c.ms} ms)`,
        ),
    });
  } catch (e) {
    await close();
    refuse(`drift record cannot start: ${e instanceof Error ? e.message : e}`);
  }
  console.log(`recording ${values.target} at ${recorder.url} into ${values.out} (Ctrl+C to stop)`);
  if (recorder.fakeClock) console.log('the target is the fake service: each call is stamped with its clock');
  if (!maskKey)
    console.log(
      'masks are drawn for this recording: set DRIFT_MASK_KEY (or --mask-key) to line them up across recordings',
    );
  const stop = async () => {
    await recorder.close();
    await close();
    console.log(`${recorder.recording.calls.length} calls written to ${values.out}`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else if (command === 'replay') {
  if (!file || extra.length) refuse(USAGE);
  for (const f of [file, values.baseline].filter(Boolean)) if (!existsSync(f)) refuse(`${f}: no such recording`);
  if (values.base && !isUrl(values.base))
    refuse(`--base ${values.base}: the fake's API base, e.g. http://127.0.0.1:3100/api`);
  const slowMs = values['slow-ms'] === undefined ? undefined : Number(values['slow-ms']);
  if (slowMs !== undefined && !(slowMs > 0)) refuse(`--slow-ms ${values['slow-ms']}: a number of milliseconds above 0`);
  const ignoreFile = values.ignore ?? '.driftignore';
  if (values.ignore && !existsSync(values.ignore)) refuse(`--ignore ${values.ignore}: no such file`);
  const { modules, close } = await loadModules([
    '/scripts/drift/run.ts',
    '/scripts/drift/session.ts',
    '/scripts/drift/noise.ts',
    '/scripts/drift/report.ts',
    '/scripts/drift/html.ts',
  ]);
  const [{ runDrift }, { parseSession, SessionError }, { parseIgnore }, { summaryLine, exitCodeOf }, { reportHtml }] =
    modules;
  let calls;
  let baseline;
  try {
    calls = parseSession(readFileSync(file, 'utf8'), file);
    baseline = values.baseline ? parseSession(readFileSync(values.baseline, 'utf8'), values.baseline) : undefined;
  } catch (e) {
    await close();
    refuse(e instanceof SessionError ? e.message : String(e));
  }
  try {
    const { report } = await runDrift({
      calls,
      baseline,
      base: values.base,
      doc: JSON.parse(readFileSync('openapi.json', 'utf8')),
      ignore: existsSync(ignoreFile) ? parseIgnore(readFileSync(ignoreFile, 'utf8')) : undefined,
      slowMs,
      maskKey,
    });
    const shown = (v) => (v === null || v === undefined ? '-' : JSON.stringify(v));
    for (const c of report.calls)
      for (const f of c.findings)
        console.log(
          `#${c.index + 1} ${c.method} ${c.path}  ${f.severity} ${f.kind} ${f.path || '(the call)'}  expected ${shown(f.expected)}  actual ${shown(f.actual)}${f.contract ? '  (breaks openapi.json)' : ''}  [${f.id}]`,
        );
    if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    if (values.html) writeFileSync(values.html, reportHtml(report, `Drift report: ${basename(file)}`));
    console.log(summaryLine(report));
    process.exitCode = exitCodeOf(report);
  } catch (e) {
    console.error(`drift replay failed: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 2;
  } finally {
    await close();
  }
} else {
  refuse(USAGE);
}
