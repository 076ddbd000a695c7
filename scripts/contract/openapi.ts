import { type ApiPath, CALL_PATHS, CALLS, type CallRule, capabilityOf } from '../../src/api/contract';
import {
  CODE_FAILED,
  CODE_ILLEGAL_TOKEN,
  CODE_OK,
  CODE_OK_ALT,
  CODE_OTHER_CLIENT,
  CODE_TOKEN_EXPIRED,
  CODE_TOKEN_MISSING,
  CODE_WARNING,
  PLATFORM_HEADER,
} from '../../src/domain/constants';
import { rolesWith } from '../../src/domain/permissions';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';

const en = ALL_MESSAGES.en;
import { FAILURE_CODES } from '../../mirage/handler';
import type { ServerMessageKey } from '../../mirage/messages';
import { CONTRACT_EXAMPLES } from './examples';

/** A JSON Schema as ts-json-schema-generator writes it (draft-07 with `definitions`). */
export type Schema = { [key: string]: unknown };
export interface GeneratedSchema {
  definitions: Record<string, Schema>;
}

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  /** Empty: no security scheme, whose validators would expect HTTP 401 (see Operation['x-signed-in']). */
  security: [];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Schema> };
};

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: Schema[];
  requestBody?: Schema;
  /**
   * The call needs a session (the `token` or `X-Token` header). Not an OpenAPI security scheme: validators would then
   * expect HTTP 401 for a missing token, while the service answers HTTP 200 with code 204 (or a re-login code).
   */
  'x-signed-in': boolean;
  responses: Record<string, Schema>;
  'x-roles': string[] | 'public' | 'signed in';
  /** What a role outside `x-roles` gets: the code and the named failure (with its English message). */
  'x-refusal'?: { code: number; key: string; message: string };
  /** The call changes data: `npm run contract` sends it only with --write. */
  'x-writes': boolean;
  'x-business-codes': BusinessCode[];
  'x-example'?: Record<string, unknown>;
}

export interface BusinessCode {
  code: number;
  meaning: string;
  /** The named failures (docs/product.md#codes) that answer this code, with their English message. */
  failures?: { key: string; message: string }[];
}

/** The named failures a call may answer: its refusal when it takes a capability, then the table's own list. */
export function namedFailures(rule: CallRule): ServerMessageKey[] {
  const refusal = capabilityOf(rule) ? [rule.refusal ?? 'noPermission'] : [];
  return [...new Set<ServerMessageKey>([...refusal, ...rule.failures])];
}

/** Who may make a call, as `x-roles` says: 'public', 'signed in', or the roles the policy grants its capability. */
export function rolesOf(rule: CallRule): Operation['x-roles'] {
  if (rule.access === 'public') return 'public';
  const capability = capabilityOf(rule);
  return capability ? rolesWith(capability) : 'signed in';
}

/** The refusal of a call that takes a capability, for `x-refusal`. */
function refusalOf(rule: CallRule): Pick<Operation, 'x-refusal'> {
  if (!capabilityOf(rule)) return {};
  const key = rule.refusal ?? 'noPermission';
  return { 'x-refusal': { code: FAILURE_CODES[key] ?? CODE_FAILED, key, message: en.server[key] } };
}

/** JSON-pointer-safe component names: `PageDto<PersonRowDto>` -> `PageDto_PersonRowDto`. */
const componentName = (name: string): string => name.replace(/[<>, ]+/g, '_').replace(/_+$/, '');

/** Rewrites the generator's `#/definitions/X` references to `#/components/schemas/X`. */
function rewriteRefs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(/"#\/definitions\/([^"]+)"/g, (_, raw: string) => {
      return JSON.stringify(`#/components/schemas/${componentName(decodeURIComponent(raw))}`);
    }),
  ) as T;
}

/** What a call that needs a session answers without a valid one: the same words in the headers and the answers. */
const TOKEN_REFUSAL =
  'A call that needs a session (`x-signed-in`) answers a missing, forged or cleared token with HTTP 200 and code 204 ' +
  '(back to sign-in), and an illegal, displaced or expired one with 50008, 50012 or 50014 (the re-login box): never ' +
  'HTTP 401.';

const HEADERS: Record<string, Schema> = {
  token: {
    name: 'token',
    in: 'header',
    description: `The session token from loginByPwd, empty or absent when signed out; the console sends it in both token and X-Token, and the service reads either (token first). ${TOKEN_REFUSAL}`,
    schema: { type: 'string' },
  },
  xToken: {
    name: 'X-Token',
    in: 'header',
    description: `The session token, the same value as token (read when token is absent). ${TOKEN_REFUSAL}`,
    schema: { type: 'string' },
  },
  platform: {
    name: 'platform',
    in: 'header',
    required: true,
    description: 'The client platform: 5 for this web console.',
    schema: { type: 'string', const: PLATFORM_HEADER },
  },
  oemCode: {
    name: 'oemCode',
    in: 'header',
    description: "The brand's code (from queryOemConfigByDomain); empty before it is known.",
    schema: { type: 'string' },
  },
  userId: { name: 'userId', in: 'header', description: 'Signed in: the user id.', schema: { type: 'string' } },
  tokenId: { name: 'tokenId', in: 'header', description: 'Signed in: the session id.', schema: { type: 'string' } },
  acceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    description: 'The language failure messages are written in (zh, en, es, ja).',
    schema: { type: 'string' },
  },
};

function businessCodes(rule: CallRule): BusinessCode[] {
  const signedIn = rule.access !== 'public';
  const failures = namedFailures(rule);
  const byCode = new Map<number, { key: string; message: string }[]>();
  for (const key of new Set(['paramError' as const, ...failures])) {
    const code = FAILURE_CODES[key] ?? CODE_FAILED;
    byCode.set(code, [...(byCode.get(code) ?? []), { key, message: en.server[key] }]);
  }
  const codes: BusinessCode[] = [
    { code: CODE_OK, meaning: 'success' },
    { code: CODE_OK_ALT, meaning: 'success (older services)' },
    { code: CODE_WARNING, meaning: 'a business warning, shown as a 2-second toast' },
  ];
  if (signedIn) {
    codes.push(
      { code: CODE_TOKEN_MISSING, meaning: 'no valid token: back to the sign-in page after 1 s' },
      { code: CODE_ILLEGAL_TOKEN, meaning: 'illegal token: the re-login box' },
      { code: CODE_OTHER_CLIENT, meaning: 'signed in elsewhere: the re-login box' },
      { code: CODE_TOKEN_EXPIRED, meaning: 'token expired: the re-login box' },
    );
  }
  for (const [code, list] of [...byCode].sort((a, b) => a[0] - b[0])) {
    codes.push({
      code,
      meaning: code === CODE_FAILED ? 'a named failure' : 'a named failure with its own code',
      failures: list,
    });
  }
  return codes;
}

/** The envelope of an answer: success with the call's data, or a failure with one of its codes and no data. */
function envelope(dataSchema: Schema, codes: BusinessCode[]): Schema {
  const failureCodes = codes.map((c) => c.code).filter((c) => c !== CODE_OK && c !== CODE_OK_ALT);
  return {
    oneOf: [
      {
        title: 'success',
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: { code: { enum: [CODE_OK, CODE_OK_ALT] }, msg: { type: 'string' }, data: dataSchema },
      },
      {
        title: 'failure',
        type: 'object',
        required: ['code', 'msg'],
        properties: { code: { enum: failureCodes }, msg: { type: 'string', minLength: 1 }, data: { type: 'null' } },
      },
    ],
  };
}

/** The query parameters of a GET, one per property of its input. */
function queryParameters(input: Schema, definitions: Record<string, Schema>): Schema[] {
  const resolved = resolveRef(input, definitions);
  const props = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = new Set((resolved.required ?? []) as string[]);
  return Object.entries(props).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema: rewriteRefs(schema),
  }));
}

export function resolveRef(schema: Schema, definitions: Record<string, Schema>): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = decodeURIComponent(ref.replace(/^#\/(definitions|components\/schemas)\//, ''));
  const hit = definitions[name] ?? Object.entries(definitions).find(([k]) => componentName(k) === name)?.[1];
  if (!hit) throw new Error(`unresolved reference ${ref}`);
  return resolveRef(hit, definitions);
}

/** A call's description: its note, and the failures it names with their English message. */
function describe(rule: CallRule): string {
  const failures = namedFailures(rule);
  const listed = failures.length ? `Failures: ${failures.join(', ')}.` : 'No named failures.';
  return rule.note ? `${rule.note} ${listed}` : listed;
}

/**
 * The OpenAPI 3.1 document of the service, from the call table (src/api/contract.ts): the shapes of ApiContract (as
 * JSON Schema) and the rules of CALLS. One operation per call, with its headers, query or body, the schema of `data`,
 * who may make it and the business codes it can answer.
 */
export function buildOpenApi(
  generated: GeneratedSchema,
  calls: readonly ApiPath[] = CALL_PATHS,
  rules: Readonly<Record<ApiPath, CallRule>> = CALLS,
): OpenApiDocument {
  const defs = generated.definitions;
  const contract = defs.ApiContract as { properties: Record<string, { properties: Record<string, Schema> }> };
  const paths: OpenApiDocument['paths'] = {};
  for (const path of calls) {
    const rule = rules[path];
    const call = contract.properties[path];
    if (!call) throw new Error(`${path} is in CALLS but not in ApiContract`);
    const method = rule.method;
    const codes = businessCodes(rule);
    const signedIn = rule.access !== 'public';
    const headerRefs = Object.keys(HEADERS).map((k) => ({ $ref: `#/components/parameters/${k}` }));
    const op: Operation = {
      operationId: path.split('/').filter(Boolean).join('_'),
      summary: path,
      description: describe(rule),
      tags: [path.split('/')[1]],
      parameters: [...headerRefs, ...(method === 'GET' ? queryParameters(call.properties.input, defs) : [])],
      'x-signed-in': signedIn,
      responses: {
        '200': {
          description: answerDescription(signedIn),
          content: { 'application/json': { schema: rewriteRefs(envelope(call.properties.data, codes)) } },
        },
      },
      'x-roles': rolesOf(rule),
      ...refusalOf(rule),
      'x-writes': rule.writes,
      'x-business-codes': codes,
    };
    if (method === 'POST') {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: rewriteRefs(call.properties.input) } },
      };
    }
    const example = CONTRACT_EXAMPLES[path];
    if (example) op['x-example'] = example;
    paths[path] = { [method.toLowerCase()]: op };
  }
  const schemas: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(defs)) {
    if (name !== 'ApiContract') schemas[componentName(name)] = rewriteRefs(schema);
  }
  const usedSchemas = referencedSchemas(paths, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'AIGC console service',
      version: '1.0.0',
      description:
        'Every call the console makes. Generated by `npm run openapi` from the call table, src/api/contract.ts ' +
        '(types, roles, writes, failures); do not edit by hand. Answers are HTTP 200 with ' +
        `\`{code, msg, data}\`; \`x-business-codes\` lists the codes each call can answer. ${TOKEN_REFUSAL}`,
    },
    servers: [serverEntry()],
    security: [],
    paths,
    components: { schemas: usedSchemas, parameters: HEADERS },
  };
}

function answerDescription(signedIn: boolean): string {
  const always =
    'Always HTTP 200: the business code travels in the body (`{code, msg, data}`), as the real service does.';
  return signedIn ? `${always} ${TOKEN_REFUSAL}` : always;
}

/**
 * The document's one server. By default the console's base path; `npm run openapi -- --server URL` names an absolute
 * URL, which generated clients need (a relative one resolves against wherever the document was read from).
 */
export function serverEntry(url?: string): { url: string; description: string } {
  if (url === undefined)
    return { url: '/api', description: 'the console’s base path (VITE_API_BASE_URL in production)' };
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`--server ${url}: not an http(s) URL`);
  return { url: parsed.href.replace(/\/+$/, ''), description: 'the service' };
}

/**
 * The schemas the paths reach, directly or through other schemas. A GET's input is spelled out as query parameters,
 * so its request type would otherwise stay behind as a component nothing uses.
 */
function referencedSchemas(paths: OpenApiDocument['paths'], schemas: Record<string, Schema>): Record<string, Schema> {
  const refs = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const used = new Set<string>();
  const queue = refs(paths);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (used.has(name) || !schemas[name]) continue;
    used.add(name);
    queue.push(...refs(schemas[name]));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
