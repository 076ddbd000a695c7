// npm run openapi: writes openapi.json (OpenAPI 3.1) from the call table (src/api/contract.ts), and checks
// it with an OpenAPI validator. `--check` exits non-zero when the file on disk is not what the sources give.
// `--server URL` writes that absolute server URL (for generated clients) instead of the base path /api, and
// `--out FILE` writes FILE instead of openapi.json (the committed file keeps /api). It also writes the fake server's
// input checks compiled from the document (mirage/inputChecks.gen.js), which --check checks too.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadModules } from './contract/vite.mjs';

const { values } = parseArgs({
  options: { check: { type: 'boolean' }, server: { type: 'string' }, out: { type: 'string' } },
});
const check = values.check ?? false;
const out = values.out ?? 'openapi.json';
const { modules, close } = await loadModules(['/scripts/contract/build.ts', '/scripts/contract/inputs.ts']);
try {
  const { openApiJson, validateOpenApi, inputChecksFor } = modules[0];
  const { INPUT_CHECKS_FILE } = modules[1];
  let text;
  try {
    text = openApiJson({ server: values.server });
  } catch (e) {
    console.error(`npm run openapi: ${e instanceof Error ? e.message : e}`);
    process.exit(2);
  }
  const result = await validateOpenApi(JSON.parse(text));
  if (!result.valid) {
    console.error('openapi.json is not a valid OpenAPI 3.1 document:', JSON.stringify(result.errors, null, 2));
    process.exitCode = 1;
  } else if (check) {
    const current = readFileSync(out, 'utf8');
    if (current !== text) {
      console.error(`${out} is out of date: run npm run openapi`);
      process.exitCode = 1;
    } else console.log(`${out} is current`);
    if (values.out === undefined && readFileSync(INPUT_CHECKS_FILE, 'utf8') !== inputChecksFor(text)) {
      console.error(`${INPUT_CHECKS_FILE} is out of date: run npm run openapi`);
      process.exitCode = 1;
    }
  } else {
    writeFileSync(out, text);
    // The checks follow the committed document (its base path does not matter to them).
    if (values.out === undefined) writeFileSync(INPUT_CHECKS_FILE, inputChecksFor(text));
    const doc = JSON.parse(text);
    console.log(
      `${out}: ${Object.keys(doc.paths).length} calls, ${Object.keys(doc.components.schemas).length} schemas, server ${doc.servers[0].url}`,
    );
  }
} finally {
  await close();
}
