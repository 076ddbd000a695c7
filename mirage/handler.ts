import { CODE_POWER_SHORT } from '../src/domain/assets';
import { CODE_FAILED } from '../src/domain/constants';
import type { Language } from '../src/domain/language';
import type { ApiPath } from '../src/api/contract';
import type { Capability } from '../src/domain/permissions';
import { CODE_VIP_EXPIRED } from '../src/domain/task';
import type { Clock } from './clock';
import type { DbData, DbSession, DbUser } from './db';
import { ruleMessage, type ServerMessageKey, serverMessage } from './messages';

/** A request as the handlers see it: plain data, nothing of Mirage. */
export interface Req {
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  /** The host the page is served from (for the brand). */
  host: string;
  /** Where the console is served (for links the server builds). */
  origin: string;
}

export interface Reply {
  code: number;
  msg: string;
  data: unknown;
}

export interface Ctx {
  db: DbData;
  clock: Clock;
  req: Req;
  lang: Language;
  /** The signed-in user and session; set on routes with `auth: true`. */
  user: DbUser;
  session: DbSession;
  rand: () => number;
}

export type Handler = (ctx: Ctx) => Reply;

/** The handlers of one service area, by the path of their call. */
export type Handlers = { [P in ApiPath]?: Handler };

/** A served call: its rules from the call table (src/api/contract.ts CALLS), its handler from mirage/routes. */
export interface RouteDef {
  method: 'get' | 'post';
  path: ApiPath;
  /** true: a valid token is required (204 otherwise). false: public. */
  auth: boolean;
  /** What making the call takes (src/domain/permissions.ts); the backend checks it before the handler runs. */
  capability?: Capability;
  /** The refusal for a caller without it. */
  refusal: ServerMessageKey;
  /** The call changes data (the call table's `writes`): its answer is saved before it leaves. */
  writes: boolean;
  handler: Handler;
}

/**
 * The failures that answer a code of their own instead of 50000: the console shows the recharge dialogs for them.
 * The OpenAPI document (scripts/contract/openapi.ts) lists the same.
 */
export const FAILURE_CODES: Partial<Record<ServerMessageKey, number>> = {
  insufficientPower: CODE_POWER_SHORT,
  vipExpired: CODE_VIP_EXPIRED,
};

export const ok = (data: unknown = null, msg = 'success'): Reply => ({ code: 20000, msg, data });

/** A business failure with a catalogue message in the caller's language. */
export const fail = (
  ctx: Pick<Ctx, 'lang'>,
  key: ServerMessageKey,
  vars?: Record<string, string | number>,
  code = FAILURE_CODES[key] ?? CODE_FAILED,
): Reply => ({
  code,
  msg: serverMessage(ctx.lang, key, vars),
  data: null,
});

/** A refusal in the words of the console's own form rule (src/domain), e.g. a name over its length. */
export const refuseRule = (ctx: Pick<Ctx, 'lang'>, key: string, vars?: Record<string, string | number>): Reply => ({
  code: CODE_FAILED,
  msg: ruleMessage(ctx.lang, key, vars),
  data: null,
});

/** -1: business warnings the console shows as a toast. */
export const warn = (ctx: Pick<Ctx, 'lang'>, key: ServerMessageKey, vars?: Record<string, string | number>): Reply =>
  fail(ctx, key, vars, -1);

/** 'parameter error: <field>' for a missing or malformed field. */
export const paramError = (ctx: Pick<Ctx, 'lang'>, field: string): Reply => fail(ctx, 'paramError', { field });

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
