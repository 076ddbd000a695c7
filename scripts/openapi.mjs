// npm run openapi: writes openapi.json (OpenAPI 3.1) from the call table (src/api/contract.ts), and checks
// it with an OpenAPI validator. `--check` exits non-zero when the file on disk is not what the sources give.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadModules } from './contract/vite.mjs';

const check = process.argv.includes('--check');
const { modules, close } = await loadModules(['/scripts/contract/build.ts']);
try {
  const { openApiJson, validateOpenApi } = modules[0];
  const text = openApiJson();
  const result = await validateOpenApi(JSON.parse(text));
  if (!result.valid) {
    console.error('openapi.json is not a valid OpenAPI 3.1 document:', JSON.stringify(result.errors, null, 2));
    process.exitCode = 1;
  } else if (check) {
    const current = readFileSync('openapi.json', 'utf8');
    if (current !== text) {
      console.error('openapi.json is out of date: run npm run openapi');
      process.exitCode = 1;
    } else console.log('openapi.json is current');
  } else {
    writeFileSync('openapi.json', text);
    const doc = JSON.parse(text);
    console.log(
      `openapi.json: ${Object.keys(doc.paths).length} calls, ${Object.keys(doc.components.schemas).length} schemas`,
    );
  }
} finally {
  await close();
}
