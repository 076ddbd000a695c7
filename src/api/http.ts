import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '../config';
import {
  CODE_TOKEN_MISSING,
  CODE_WARNING,
  isSuccessCode,
  PLATFORM_HEADER,
  RELOGIN_CODES,
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from '../domain/constants';
import { type ApiPath, CALLS, type DataOf, type InputOf } from './contract';
import { ApiError } from './errors';
import type { Envelope } from './types';

/**
 * What http.ts needs from the app, given once at boot, so this layer knows nothing of React, MobX or the router.
 */
export interface HttpHooks {
  auth(): { token: string; userId: string; tokenId: string; oemCode: string; language: string };
  isOnLoginPage(): boolean;
  /** 204: the token is gone; reset it and go to /login. */
  onTokenMissing(): void;
  /** -1: a warning toast with the server's message for 2 s. */
  onWarning(message: string): void;
  /** 50008/50012/50014: ask 'log in again or stay'; resolves true when the person chose to log in again. */
  confirmRelogin(message: string): Promise<boolean>;
  onRelogin(): void;
  /** Network errors and timeouts are logged. */
  logError(error: Error, url: string): void;
  t(key: 'errors.network' | 'errors.timeout' | 'errors.badResponse' | 'errors.reloginTitle'): string;
  /**
   * Settles once `t` has its messages. A failure waits for it before it is written (calls go out at start-up, side by
   * side with the language's messages, and an early failure must not read as a key).
   */
  ready?(): Promise<unknown>;
  /**
   * Settles once calls can go out: in demo and test modes the fake server starts after the first paint, and every
   * call waits for it, in its language (the fake server's messages in that language load on first use); in production
   * there is nothing to wait for.
   */
  transport?(language: string): Promise<unknown>;
}

let hooks: HttpHooks | null = null;
export function configureHttp(h: HttpHooks): void {
  hooks = h;
}

const need = (): HttpHooks => {
  if (!hooks) throw new Error('configureHttp() was not called');
  return hooks;
};

/**
 * A seam for the fake server's transport (demo and test modes; null in production): a fault injected into the next
 * call (a network error), and which transport a call takes (the real service's, for development passthrough).
 */
export type TransportFault = (config: InternalAxiosRequestConfig) => 'network' | null;
let transportFault: TransportFault | null = null;
export function setTransportFault(f: TransportFault | null): void {
  transportFault = f;
}

export const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  // The XHR adapter is the one the fake server intercepts, and the browser's own in production.
  adapter: 'xhr',
});

http.interceptors.request.use((config) => {
  const a = need().auth();
  config.headers.set('token', a.token);
  config.headers.set('X-Token', a.token);
  config.headers.set('platform', PLATFORM_HEADER);
  config.headers.set('oemCode', a.oemCode);
  config.headers.set('Accept-Language', a.language);
  if (a.token) {
    config.headers.set('userId', a.userId);
    config.headers.set('tokenId', a.tokenId);
  }
  if (transportFault?.(config) === 'network') {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  }
  return config;
});

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The world calls are made in. A new one starts whenever what the answers are about changes: the session ends
 * (sign-out, 204, re-login, another account signing in) or the demo's data starts over (a scene, a reset, a demo
 * link). Every call still out is aborted then, and an answer already on its way (a 204 waits a second before it
 * acts) is dropped as 'cancelled': a 204 from the old world never signs out the new one, even when the new session
 * holds the same token (the fake server's tokens come from the seed: every scene's account signs in with the same
 * one, so the token alone could not tell the worlds apart).
 */
let world = 0;
const callsOut = new Set<AbortController>();

/** Starts a new world: every call of the last one is aborted, and its answers are dropped. */
export function startNewWorld(): void {
  world += 1;
  for (const c of callsOut) c.abort();
  callsOut.clear();
}

const cancelled = () => new ApiError('cancelled', '', true);

/**
 * Turns an envelope into data, or into the designed behaviour of its code (docs/product.md#codes) and a rejection.
 * `sentToken` is the token the call went out with: an answer about a session that has since ended (another account
 * signed in meanwhile) rejects without touching the current one.
 */
export async function unwrap<T>(body: Envelope<T> | undefined, sentToken?: string, sentWorld = world): Promise<T> {
  const h = need();
  if (!body || typeof body.code !== 'number') throw new ApiError(-2, h.t('errors.badResponse'));
  const { code, msg } = body;
  if (isSuccessCode(code)) return body.data;
  const stale = () => sentWorld !== world || (sentToken !== undefined && sentToken !== h.auth().token);
  if (code === CODE_TOKEN_MISSING) {
    await delay(UNAUTHORIZED_REDIRECT_DELAY_MS);
    if (!h.isOnLoginPage() && !stale()) h.onTokenMissing();
    throw new ApiError(code, msg, true);
  }
  if (code === CODE_WARNING) {
    h.onWarning(msg);
    throw new ApiError(code, msg, true);
  }
  if (RELOGIN_CODES.includes(code) && !stale()) {
    // Not awaited: the caller's promise rejects now; the box stays until the person answers.
    void h.confirmRelogin(msg).then((again) => again && h.onRelogin());
    throw new ApiError(code, msg, true);
  }
  throw new ApiError(code, msg);
}

function transportError(e: unknown, url: string, timedOut: boolean): ApiError {
  const h = need();
  if (e instanceof ApiError) return e;
  const err = e instanceof Error ? e : new Error(String(e));
  h.logError(err, url);
  if (timedOut || (axios.isAxiosError(e) && (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT))) {
    return new ApiError('timeout', h.t('errors.timeout'));
  }
  if (axios.isAxiosError(e) && e.response) return new ApiError(e.response.status, h.t('errors.badResponse'));
  return new ApiError('network', h.t('errors.network'));
}

async function send<T>(config: AxiosRequestConfig): Promise<T> {
  const born = world;
  const h = need();
  if (h.transport) await h.transport(h.auth().language);
  if (born !== world) throw cancelled();
  // Our own deadline as well as axios's: XHR implementations without a timeout event (the fake server's, some
  // embedded browsers) would otherwise wait forever. The same signal ends the call when its world ends.
  const controller = new AbortController();
  callsOut.add(controller);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  let body: Envelope<T>;
  const sentToken = need().auth().token;
  try {
    // The deadline ends with the answer, before waiting for the messages below.
    const answer = http.request<Envelope<T>>({ ...config, signal: controller.signal });
    body = (
      await answer.finally(() => {
        clearTimeout(timer);
        callsOut.delete(controller);
      })
    ).data;
  } catch (e) {
    if (born !== world) throw cancelled();
    await need().ready?.();
    throw transportError(e, config.url ?? '', timedOut);
  }
  if (born !== world) throw cancelled();
  if (!body || typeof body.code !== 'number') await need().ready?.();
  return unwrap(body, sentToken, born);
}

/**
 * A call of the contract (src/api/contract.ts): its path decides what it takes, what it answers and its method (a
 * GET sends the input as its query, a POST as its JSON body).
 */
export async function callApi<P extends ApiPath>(url: P, input?: InputOf<P>): Promise<DataOf<P>> {
  unsettled += 1;
  try {
    return await (CALLS[url].method === 'GET'
      ? send<DataOf<P>>({ method: 'GET', url, params: input })
      : send<DataOf<P>>({ method: 'POST', url, data: input }));
  } finally {
    unsettled -= 1;
  }
}

/**
 * Calls made and not yet settled: sent, or answered with the answer not yet acted on (a 204 waits a second before it
 * signs out). A demo script waits for none before it reads the page (window.__demo.callsUnsettled).
 */
let unsettled = 0;
export const callsUnsettled = (): number => unsettled;
