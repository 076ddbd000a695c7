import { createGenerator } from 'ts-json-schema-generator';
import type { GeneratedSchema } from './openapi';

/**
 * The JSON Schema of src/api/contract.ts's ApiContract and every type it names, read from the TypeScript source (the
 * generator brings its own TypeScript 5 compiler: the project's TypeScript 7 has no compiler API). ~2 s.
 */
export function contractSchema(root = process.cwd()): GeneratedSchema {
  const generator = createGenerator({
    path: `${root}/src/api/contract.ts`,
    tsconfig: `${root}/tsconfig.json`,
    type: 'ApiContract',
    skipTypeCheck: true,
    expose: 'export',
    jsDoc: 'extended',
    additionalProperties: true,
    sortProps: true,
  });
  return generator.createSchema('ApiContract') as GeneratedSchema;
}
