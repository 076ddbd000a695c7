import { CODE_POWER_SHORT } from '../src/domain/assets';
import { CODE_FAILED } from '../src/domain/constants';
import type { Language } from '../src/domain/language';
import type { ApiPath, DataOf, InputOf } from '../src/api/contract';
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

/** An answer as it leaves the service: the envelope of every call (and of the refusals before any handler). */
export interface Reply {
  code: number;
  msg: string;
  data: unknown;
}

declare const failure: unique symbol;
/** A code other than success. Only fail() and its kin make one, so a handler cannot answer success without its data. */
export type FailCode = number & { readonly [failure]: true };

export const CODE_OK = 20000;

/** A success, with the data the call table says the call answers. */
export interface Ok<D> extends Reply {
  code: typeof CODE_OK;
  data: D;
}

/** A failure: a code of its own, a translated message and no data. */
export interface Failure extends Reply {
  code: FailCode;
  data: null;
}

/** What a handler answers: its call's data, or a failure. */
export type Answer<D> = Ok<D> | Failure;

export const isFailure = (v: unknown): v is Failure =>
  typeof v === 'object' && v !== null && 'code' in v && 'msg' in v && v.code !== CODE_OK;

/** What a handler sees of a request beside its checked input: where it came from, never the raw query or body. */
export type ReqInfo = Pick<Req, 'headers' | 'host' | 'origin'>;

/** A handler's context; `input` is the call's query or body, already checked against openapi.json (inputCheck.ts). */
export interface Ctx<I = unknown> {
  db: DbData;
  clock: Clock;
  req: ReqInfo;
  input: I;
  lang: Language;
  /** The signed-in user and session; set on routes with `auth: true`. */
  user: DbUser;
  session: DbSession;
  rand: () => number;
  /** The world's part of the fake object storage the call is served in ('' : the default world's). */
  media: string;
}

/** The handler of one call: typed by the call table, it reads only what the call takes and answers only its data. */
export type Handler<P extends ApiPath> = (ctx: Ctx<InputOf<P>>) => Answer<DataOf<P>>;

/** The handlers of one service area, by the path of their call. */
export type Handlers = { [P in ApiPath]?: Handler<P> };

/**
 * A handler of some call, as the routes hold it: the backend checks a request's input against the call's schema
 * before it runs the call's handler, which is what makes handing it the input as `unknown` safe.
 */
export type AnyHandler = (ctx: Ctx) => Reply;

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
  handler: AnyHandler;
  /** The failure a missing or malformed input answers instead of 'parameter error: <field>' (the call table's). */
  inputRefusal?: ServerMessageKey;
}

/**
 * The failures that answer a code of their own instead of 50000: the console shows the recharge dialogs for them.
 * The OpenAPI document (scripts/contract/openapi.ts) lists the same.
 */
export const FAILURE_CODES: Partial<Record<ServerMessageKey, number>> = {
  insufficientPower: CODE_POWER_SHORT,
  vipExpired: CODE_VIP_EXPIRED,
};

export const ok = <D>(data: D, msg = 'success'): Ok<D> => ({ code: CODE_OK, msg, data });

/** A business failure with a catalogue message in the caller's language. */
export const fail = (
  ctx: Pick<Ctx, 'lang'>,
  key: ServerMessageKey,
  vars?: Record<string, string | number>,
  code = FAILURE_CODES[key] ?? CODE_FAILED,
): Failure => ({
  code: code as FailCode,
  msg: serverMessage(ctx.lang, key, vars),
  data: null,
});

/** A refusal in the words of the console's own form rule (src/domain), e.g. a name over its length. */
export const refuseRule = (ctx: Pick<Ctx, 'lang'>, key: string, vars?: Record<string, string | number>): Failure => ({
  code: CODE_FAILED as FailCode,
  msg: ruleMessage(ctx.lang, key, vars),
  data: null,
});

/** -1: business warnings the console shows as a toast. */
export const warn = (ctx: Pick<Ctx, 'lang'>, key: ServerMessageKey, vars?: Record<string, string | number>): Failure =>
  fail(ctx, key, vars, -1);

/** 'parameter error: <field>' for a missing or malformed field. */
export const paramError = (ctx: Pick<Ctx, 'lang'>, field: string): Failure => fail(ctx, 'paramError', { field });
