import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApi, type OpenApiDocument, serverEntry } from './openapi';
import { inputChecksCode } from './inputs';
import { contractSchema } from './schema';

/**
 * The document as written to openapi.json (stable key order, two-space indent, final newline); `server` replaces the
 * default base path with an absolute URL.
 */
export function openApiJson(opts: { server?: string } = {}): string {
  const doc = buildOpenApi(contractSchema());
  if (opts.server !== undefined) doc.servers = [serverEntry(opts.server)];
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Checks a document against the OpenAPI 3.1 specification's own schema. */
export async function validateOpenApi(doc: OpenApiDocument | unknown): Promise<{ valid: boolean; errors: unknown }> {
  const validator = new Validator();
  const res = await validator.validate(doc as Parameters<Validator['validate']>[0]);
  return { valid: res.valid, errors: res.errors };
}

/** The fake server's input checks for a document's text (mirage/inputChecks.gen.js). */
export const inputChecksFor = (openApiText: string): string => inputChecksCode(JSON.parse(openApiText));
