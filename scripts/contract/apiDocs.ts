import type { OpenApiDocument, Operation, Schema } from './openapi';

/** A schema in a few words: a component's name, `X[]`, a primitive, or an inline object's fields. */
function shortType(schema: Schema | undefined): string {
  if (!schema) return '-';
  if (typeof schema.$ref === 'string') return schema.$ref.replace('#/components/schemas/', '');
  if (schema.type === 'array') return `${shortType(schema.items as Schema | undefined)}[]`;
  if (schema.type === 'object' && schema.properties) {
    return `{ ${Object.keys(schema.properties as Record<string, Schema>).join(', ')} }`;
  }
  if (schema.type === 'object') return 'object';
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(shortType).join(' | ');
  return 'object';
}

const json = (container: unknown): Schema | undefined =>
  (container as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.['application/json']?.schema;

function inputOf(op: Operation): string {
  const body = json(op.requestBody);
  if (body) return shortType(body);
  const query = op.parameters.filter((p) => p.in === 'query');
  return query.length ? query.map((p) => `${String(p.name)}${p.required ? '' : '?'}`).join(', ') : '-';
}

function dataOf(op: Operation): string {
  const envelope = json(op.responses['200']);
  const success = (envelope?.oneOf as Schema[] | undefined)?.[0];
  return shortType((success?.properties as Record<string, Schema> | undefined)?.data);
}

const who = (op: Operation): string => (typeof op['x-roles'] === 'string' ? op['x-roles'] : op['x-roles'].join(', '));

/** docs/api.md: every call of openapi.json (itself generated from the call table) as one Markdown table. */
export function apiMarkdown(doc: OpenApiDocument): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const rows = Object.entries(doc.paths).map(([path, ops]) => {
    const [method, op] = Object.entries(ops)[0];
    return [
      method.toUpperCase(),
      `\`${path}\``,
      inputOf(op),
      dataOf(op),
      who(op),
      op['x-writes'] ? 'yes' : 'no',
      op.description,
    ]
      .map(esc)
      .join(' | ');
  });
  return [
    '# API',
    '',
    'Every call the console makes. Generated from the call table (src/api/contract.ts) through openapi.json;',
    'do not edit by hand (`UPDATE_DOCS=1 npx vitest run tests/unit/catalogue.test.ts` rewrites it).',
    'Answers are HTTP 200 with `{code, msg, data}`; the Data column is `data` on success.',
    '',
    '| Method | Path | Input | Data | Who | Writes | Notes and failures |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r} |`),
    '',
  ].join('\n');
}
