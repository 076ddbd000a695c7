import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A file of an installed package, as the build's source patches read it (`@blueprintjs/core/lib/esm/...`). */
export const installedSource = (path: string): string => readFileSync(require.resolve(path), 'utf8');
