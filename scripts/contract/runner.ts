import {
  CODE_ILLEGAL_TOKEN,
  CODE_OTHER_CLIENT,
  CODE_TOKEN_EXPIRED,
  CODE_TOKEN_MISSING,
} from '../../src/domain/constants';
import { CALL_PATHS } from '../../src/api/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/demo/demoAccounts';
import { ROLES, type Role } from '../../src/domain/roles';
import { type AnswerCheck, answerChecker } from './answers';
import {
  CONTRACT_AFTER,
  CONTRACT_EXAMPLES,
  CONTRACT_VARIANTS,
  CONTRACT_WAITS,
  UPLOAD_TARGET_CALL,
  type Wait,
} from './examples';
import { type OpenApiDocument, type Operation, resolveRef, type Schema } from './openapi';
import { uploadTo } from './upload';

export interface ContractOptions {
  /** The service's API base, e.g. http://127.0.0.1:3100/api. */
  base: string;
  doc: OpenApiDocument;
  /** Send the calls that change data too (on a test account!). */
  write?: boolean;
  account?: { mobile: string; password: string };
  /** The domain the brand is asked for; by default the base URL's host name. */
  domain?: string;
  /**
   * Lets `ms` of the service's time pass while the run waits for something the service makes over time (a cut-out
   * avatar, a trained voice). By default it sleeps; against the fake service it can move the fake's clock instead.
   */
  pass?: (ms: number) => Promise<void>;
  /** Sent with every request, the file uploads included: e.g. `X-Fake-Sandbox` for a world of the run's own. */
  headers?: Record<string, string>;
  /**
   * An account of each role, for the checks of `x-roles`: every call that takes a capability is made as each of them;
   * a role it lists must get past the role check, any other must get `x-refusal`. By default the demo accounts.
   */
  roles?: Partial<Record<Role, { mobile: string; password: string }>>;
}

/** The demo accounts by role (the first of each role). */
const DEMO_ROLES: Partial<Record<Role, { mobile: string; password: string }>> = Object.fromEntries(
  [...DEMO_ACCOUNTS].reverse().map((a) => [a.role, { mobile: a.mobile, password: DEMO_PASSWORD }]),
);

/** A value outside a field's documented `enum` or `const` (the one kind of constraint the document states). */
function invalidValue(schema: Schema | undefined): string | null {
  if (!schema) return null;
  if (Array.isArray(schema.enum) || schema.const !== undefined) return 'not-a-documented-value';
  return null;
}

/** How long the run waits for a thing the service makes over time, and how often it looks. */
const WAIT_LIMIT_MS = 120_000;
const WAIT_STEP_MS = 1_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export type Outcome = 'pass' | 'fail' | 'skip';
export interface ContractRow {
  call: string;
  check: string;
  result: Outcome;
  detail: string;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const SUCCESS = new Set([20000, 0]);

/** A check whose input can only come from a call that changes data. */
class NeedsWrite extends Error {}
const RELOGIN = new Set([CODE_TOKEN_MISSING, CODE_ILLEGAL_TOKEN, CODE_OTHER_CLIENT, CODE_TOKEN_EXPIRED]);
export const DEFAULT_ACCOUNT = { mobile: '13800000001', password: 'demo123' };

const methodOf = (doc: OpenApiDocument, path: string): { method: 'GET' | 'POST'; op: Operation } => {
  const [m, op] = Object.entries(doc.paths[path])[0];
  return { method: m.toUpperCase() as 'GET' | 'POST', op };
};

/** The fields of a call's input, read from the document (query parameters or the body's schema), and those required. */
function inputFields(doc: OpenApiDocument, op: Operation): { fields: Record<string, Schema>; required: string[] } {
  const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  const schemas = doc.components.schemas;
  if (!body) {
    const query = op.parameters.filter((p) => p.in === 'query');
    return {
      fields: Object.fromEntries(query.map((p) => [String(p.name), resolveRef(p.schema as Schema, schemas)])),
      required: query.filter((p) => p.required).map((p) => String(p.name)),
    };
  }
  const resolved = resolveRef(body, schemas);
  const props = (resolved.properties ?? {}) as Record<string, Schema>;
  return {
    fields: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, resolveRef(v, schemas)])),
    required: (resolved.required ?? []) as string[],
  };
}

function dig(value: unknown, dotted: string): unknown {
  let v = value;
  for (const part of dotted.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/**
 * Checks a service against openapi.json. For every call: a valid request answers success with `data` in the
 * documented shape; a signed-in call refuses a missing and a forged token with a re-login code; a malformed mobile
 * number, each required field left out in turn and each value outside a documented set are refused with a documented
 * failure code and a message; a call that takes a capability is made as each role: the roles `x-roles` lists get
 * past the role check, the others get `x-refusal`. Every answer's envelope is checked against the call's schema.
 * Calls that change data are sent only with `write`.
 */
export async function runContract(opts: ContractOptions): Promise<ContractRow[]> {
  const { doc } = opts;
  const account = opts.account ?? DEFAULT_ACCOUNT;
  // Strict, as the project's own checks of the fake server: a field the document does not declare fails.
  const check: AnswerCheck = answerChecker(doc, { strict: true });
  const pass = opts.pass ?? sleep;
  const rows: ContractRow[] = [];
  const answers = new Map<string, Envelope>();
  const session = { token: '', userId: '', tokenId: '', oemCode: '' };
  const unique = String(Date.now()).slice(-8);
  const domain = opts.domain ?? new URL(opts.base).hostname;

  const send = async (path: string, input: Record<string, unknown>, token: string | null): Promise<Envelope> => {
    const { method } = methodOf(doc, path);
    const headers: Record<string, string> = {
      platform: '5',
      'accept-language': 'en',
      'content-type': 'application/json',
      oemCode: session.oemCode,
      ...opts.headers,
    };
    if (token !== null) Object.assign(headers, { token, 'x-token': token });
    if (token && token === session.token) Object.assign(headers, { userId: session.userId, tokenId: session.tokenId });
    const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const res = await fetch(`${opts.base}${path}${query}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Envelope;
  };

  const fill = async (value: unknown, depth = 0, uniq = unique): Promise<unknown> => {
    if (typeof value !== 'string') return value;
    if (value.startsWith('@')) {
      const [call, field] = value.slice(1).split(':');
      const path = call.split('#')[0];
      if (doc.paths[path] && methodOf(doc, path).op['x-writes'] && !opts.write) {
        throw new NeedsWrite(`its input comes from ${path}, which changes data: run with --write`);
      }
      const source = await answerOf(call, depth + 1);
      const v = source && SUCCESS.has(source.code) ? dig(source.data, field) : undefined;
      if (v === undefined) {
        const why = source ? `: code ${source.code} ${source.msg}` : '';
        throw new Error(`needs ${call} (${field}) first${why}`);
      }
      return v;
    }
    return value
      .replace('{userId}', session.userId)
      .replace('{mobile}', account.mobile)
      .replace('{password}', account.password)
      .replace('{host}', domain)
      .replace('{unique}', /^\{unique\}$/.test(value) ? `139${uniq}` : uniq);
  };

  /** The input of a call (`path`, or `path#variant` for one of CONTRACT_VARIANTS), its references filled in. */
  const exampleOf = async (call: string, depth = 0, uniq = unique): Promise<Record<string, unknown> | null> => {
    const [path, variant] = call.split('#') as [keyof typeof CONTRACT_EXAMPLES, string | undefined];
    const ex = (variant ? CONTRACT_VARIANTS[path]?.[variant] : CONTRACT_EXAMPLES[path]) as
      | Record<string, unknown>
      | undefined;
    if (!ex) return null;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(ex)) out[k] = await fill(v, depth, uniq);
    return out;
  };

  /** Reads `wait.list` until the item `wait.id` names has its field at the value, letting the service's time pass. */
  const waitFor = async (wait: Wait, depth: number): Promise<void> => {
    const id = await fill(wait.id, depth);
    const listInput = (await exampleOf(wait.list, depth)) ?? {};
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      const list = await send(wait.list, listInput, session.token);
      const data = dig(list, 'data');
      const items = Array.isArray(data) ? data : dig(data, 'list');
      const item = Array.isArray(items) ? items.find((x) => dig(x, 'id') === id) : undefined;
      if (dig(item, wait.field) === wait.value) return;
      if (waited >= WAIT_LIMIT_MS)
        throw new Error(`${id} in ${wait.list} has no ${wait.field} ${wait.value} after ${WAIT_LIMIT_MS / 1000} s`);
      await pass(WAIT_STEP_MS);
    }
  };

  /**
   * The answer of a valid request to a call (`path` or `path#variant`), made once: other calls' examples name fields
   * of it. The calls it must follow are made first, and what it waits for is waited for.
   */
  const answerOf = async (call: string, depth = 0): Promise<Envelope | null> => {
    if (answers.has(call)) return answers.get(call) ?? null;
    const [path, variant] = call.split('#') as [keyof typeof CONTRACT_EXAMPLES, string | undefined];
    if (depth > 6 || !doc.paths[path]) return null;
    const { op } = methodOf(doc, path);
    if (op['x-writes'] && !opts.write) return null;
    const input = await exampleOf(call, depth);
    if (!input) return null;
    if (!variant) for (const before of CONTRACT_AFTER[path] ?? []) await answerOf(before, depth + 1);
    const wait = CONTRACT_WAITS[path];
    if (wait) await waitFor(wait, depth + 1);
    const signedIn = op['x-signed-in'];
    const answer = await send(path, input, signedIn ? session.token : null);
    answers.set(call, answer);
    if (path === UPLOAD_TARGET_CALL && opts.write && SUCCESS.has(answer.code)) {
      await uploadTo(
        answer.data,
        { fileName: String(input.fileName), fileSize: Number(input.fileSize), contentType: String(input.contentType) },
        opts.base,
        opts.headers,
      );
    }
    return answer;
  };

  const row = (call: string, name: string, result: Outcome, detail = ''): void => {
    rows.push({ call, check: name, result, detail });
  };
  const schemaErrors = (path: string, answer: Envelope) => check(methodOf(doc, path).method, path, answer);

  // Who the checks run as: the brand (for the oemCode header), then the account's session.
  const brand = await answerOf('/oemConfig/queryOemConfigByDomain').catch(() => null);
  session.oemCode = String(dig(brand?.data, 'oemCode') ?? '');
  const login = await send(
    '/userInfo/loginByPwd',
    { mobilePhone: account.mobile, passWord: account.password },
    null,
  ).catch((e: unknown) => ({ code: -999, msg: String(e), data: null }));
  answers.set('/userInfo/loginByPwd', login);
  if (SUCCESS.has(login.code)) {
    session.token = String(dig(login.data, 'token') ?? '');
    session.userId = String(dig(login.data, 'userId') ?? '');
    session.tokenId = String(dig(login.data, 'tokenId') ?? '');
  }

  /** A session of each role's account, signed in once (null: that account cannot sign in here). */
  const roleSessions = new Map<Role, { token: string } | null>();
  const roleSession = async (role: Role): Promise<{ token: string } | null> => {
    if (roleSessions.has(role)) return roleSessions.get(role) ?? null;
    const who = (opts.roles ?? DEMO_ROLES)[role];
    const answer = who
      ? await send('/userInfo/loginByPwd', { mobilePhone: who.mobile, passWord: who.password }, null).catch(() => null)
      : null;
    const token = answer && SUCCESS.has(answer.code) ? String(dig(answer.data, 'token') ?? '') : '';
    roleSessions.set(role, token ? { token } : null);
    return token ? { token } : null;
  };

  /**
   * A call's input as a role would make it: a field that names a record of another call (a client from the client
   * list, an account just created) comes from that call made as the role, so an allowed role acts on its own records,
   * not the admin's. A write is made so only with --write, with names and numbers of the role's own.
   */
  const roleAnswers = new Map<string, Envelope>();
  /** Names and numbers of a role's own (`{unique}`), so what one role makes never collides with another's. */
  const roleUnique = (role: Role) => String((Number(unique) + 7919 * (ROLES.indexOf(role) + 1)) % 1e8).padStart(8, '0');
  const roleExample = async (path: string, role: Role, token: string): Promise<Record<string, unknown> | null> => {
    const uniq = roleUnique(role);
    const input = await exampleOf(path, 0, uniq);
    const ex = CONTRACT_EXAMPLES[path as keyof typeof CONTRACT_EXAMPLES] as Record<string, unknown> | undefined;
    if (!input || !ex) return input;
    for (const [k, v] of Object.entries(ex)) {
      if (typeof v !== 'string' || !v.startsWith('@')) continue;
      const [from, field] = v.slice(1).split(':');
      if (from.includes('#') || !doc.paths[from] || (methodOf(doc, from).op['x-writes'] && !opts.write)) continue;
      const made = `${role} ${from}`;
      const own = roleAnswers.get(made) ?? (await send(from, (await exampleOf(from, 0, uniq)) ?? {}, token));
      roleAnswers.set(made, own);
      const value = SUCCESS.has(own.code) ? dig(own.data, field) : undefined;
      if (value === undefined) throw new Error(`as ${role}, ${from} answered code ${own.code}: ${own.msg}`);
      input[k] = value;
    }
    return input;
  };

  // The calls of the call table, the session's end last: every other check needs it.
  const paths = [...CALL_PATHS].sort((a, b) => Number(a === '/login/clearToken') - Number(b === '/login/clearToken'));
  for (const path of paths) {
    if (!doc.paths[path]) {
      row(path, 'all', 'fail', 'not in openapi.json');
      continue;
    }
    const { method, op } = methodOf(doc, path);
    const call = `${method} ${path}`;
    const signedIn = op['x-signed-in'];
    const writes = op['x-writes'];
    const mayCall = !writes || opts.write;
    if (!mayCall) {
      row(call, 'all', 'skip', 'changes data: run with --write');
      continue;
    }
    const guard = async (name: string, fn: () => Promise<void>) => {
      try {
        await fn();
      } catch (e) {
        if (e instanceof NeedsWrite) row(call, name, 'skip', e.message);
        else row(call, name, 'fail', e instanceof Error ? e.message : String(e));
      }
    };

    await guard('valid request', async () => {
      if (signedIn && !session.token)
        return row(call, 'valid request', 'fail', `cannot sign in as ${account.mobile}: ${login.msg}`);
      const answer = await answerOf(path);
      if (!answer) return row(call, 'valid request', 'skip', 'no example input');
      const errors = schemaErrors(path, answer);
      if (!SUCCESS.has(answer.code)) return row(call, 'valid request', 'fail', `code ${answer.code}: ${answer.msg}`);
      if (errors.length) return row(call, 'valid request', 'fail', errors.slice(0, 3).join('; '));
      row(call, 'valid request', 'pass');
    });

    if (signedIn) {
      for (const [name, token] of [
        ['missing token', ''],
        ['forged token', `forged-${unique}`],
      ] as const) {
        await guard(name, async () => {
          const input = (await exampleOf(path).catch(() => null)) ?? {};
          const answer = await send(path, input, token);
          const errors = schemaErrors(path, answer);
          if (!RELOGIN.has(answer.code))
            return row(call, name, 'fail', `code ${answer.code}, expected 204 (or 50008/50012/50014)`);
          if (errors.length) return row(call, name, 'fail', errors.slice(0, 3).join('; '));
          row(call, name, 'pass', `code ${answer.code}`);
        });
      }
    }

    const refused = async (
      name: string,
      mutate: (input: Record<string, unknown>) => Record<string, unknown> | null,
    ) => {
      await guard(name, async () => {
        const example = await exampleOf(path).catch((e: unknown) => {
          if (e instanceof NeedsWrite) throw e;
          // The valid request failed for the same reason: that row is the failure, this check could not run.
          return new Error(`its input could not be made: ${e instanceof Error ? e.message : String(e)}`);
        });
        if (example instanceof Error) return row(call, name, 'skip', example.message);
        if (!example) return row(call, name, 'skip', 'no example input');
        const input = mutate({ ...example });
        if (!input) return;
        const answer = await send(path, input, signedIn ? session.token : null);
        const errors = schemaErrors(path, answer);
        if (SUCCESS.has(answer.code)) return row(call, name, 'fail', 'accepted');
        if (errors.length) return row(call, name, 'fail', errors.slice(0, 3).join('; '));
        row(call, name, 'pass', `code ${answer.code}: ${answer.msg}`);
      });
    };
    const { fields, required } = inputFields(doc, op);
    if (required.includes('mobilePhone')) await refused('bad mobile', (i) => ({ ...i, mobilePhone: '12345' }));
    // Each required field left out in turn: a check of one field says nothing of the others.
    for (const field of required) {
      await refused(`missing field (${field})`, (i) => {
        const { [field]: _dropped, ...rest } = i;
        return rest;
      });
    }
    for (const [field, schema] of Object.entries(fields)) {
      const bad = invalidValue(schema);
      if (bad !== null) await refused(`invalid value (${field}: "${bad}")`, (i) => ({ ...i, [field]: bad }));
    }
    const roles = op['x-roles'];
    const refusal = op['x-refusal'];
    if (Array.isArray(roles) && refusal) {
      for (const role of Object.keys(opts.roles ?? DEMO_ROLES) as Role[]) {
        const allowed = roles.includes(role);
        const name = `role ${role} (${allowed ? 'allowed' : 'refused'})`;
        await guard(name, async () => {
          const who = await roleSession(role);
          if (!who) return row(call, name, 'skip', `no account of role ${role} signs in here`);
          // A refused role is refused whatever it asks: the admin's input will do.
          const input = allowed ? await roleExample(path, role, who.token) : await exampleOf(path, 0, roleUnique(role));
          if (!input) return row(call, name, 'skip', 'no example input');
          // A role's own call is made once: a later call may name what it made (roleExample), or have made it.
          const made = `${role} ${path}`;
          const answer = (allowed && roleAnswers.get(made)) || (await send(path, input, who.token));
          if (allowed) roleAnswers.set(made, answer);
          const errors = schemaErrors(path, answer);
          if (errors.length) return row(call, name, 'fail', errors.slice(0, 3).join('; '));
          const wasRefused = answer.code === refusal.code && answer.msg === refusal.message;
          if (allowed && wasRefused) return row(call, name, 'fail', `refused a role x-roles lists: ${answer.msg}`);
          if (allowed && !SUCCESS.has(answer.code))
            return row(call, name, 'fail', `code ${answer.code}: ${answer.msg}`);
          if (!allowed && !wasRefused) {
            const got = SUCCESS.has(answer.code) ? 'accepted' : `code ${answer.code}: ${answer.msg}`;
            return row(call, name, 'fail', `${got}, expected x-refusal (${refusal.code}: ${refusal.message})`);
          }
          row(call, name, 'pass', `code ${answer.code}${allowed ? '' : `: ${answer.msg}`}`);
        });
      }
    }
  }
  return rows;
}

/** The rows as a fixed-width table, with a summary line. */
export function contractTable(rows: readonly ContractRow[]): string {
  const w = {
    call: Math.max(4, ...rows.map((r) => r.call.length)),
    check: Math.max(5, ...rows.map((r) => r.check.length)),
  };
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(w.call)} | ${b.padEnd(w.check)} | ${c.padEnd(6)} | ${d}`;
  const count = (o: Outcome) => rows.filter((r) => r.result === o).length;
  return [
    line('call', 'check', 'result', 'detail'),
    `${'-'.repeat(w.call)}-|-${'-'.repeat(w.check)}-|--------|-------`,
    ...rows.map((r) => line(r.call, r.check, r.result.toUpperCase(), r.detail)),
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
  ].join('\n');
}
