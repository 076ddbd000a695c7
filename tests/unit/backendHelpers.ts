import { Backend } from '../../mirage/backend';
import type { Reply } from '../../mirage/handler';
import { ROUTES } from '../../mirage/routes';
import { createDemoApi, type DemoApi } from '../../mirage/demoApi';
import { type FakeServer, REFERENCE_TIME } from '../../mirage/server';
import { putObject } from '../../mirage/mediaStore';
import { contractCheck, withoutContractCheck } from './contractCheck';
import type { SourceDto, StsDto } from '../../src/api/types';
import type { UploadKind } from '../../src/domain/upload';

/** A fake service in memory, stopped at the reference time, for route tests without a browser. */
export function makeBackend(scenario: 'default' | 'empty' | 'large' = 'default'): Backend {
  return new Backend({ startAt: REFERENCE_TIME, speed: 0, scenario, replyCheck: contractCheck });
}

interface CallOpts {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  token?: string;
  lang?: string;
  host?: string;
  fault?: string;
}

export function call(b: Backend, method: 'get' | 'post', path: string, o: CallOpts = {}): Reply {
  const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en' };
  if (o.token) headers.token = o.token;
  if (o.fault) headers['x-fake-fault'] = o.fault;
  const out = b.handle(method, path, {
    query: o.query ?? {},
    body: o.body ?? {},
    headers,
    host: o.host ?? 'localhost:4173',
    origin: 'http://localhost:4173/',
  });
  if ('fault' in out) throw new Error(`transport fault ${out.fault}`);
  return out.reply;
}

export function signIn(b: Backend, mobile: string): { token: string; userId: string } {
  const r = call(b, 'post', '/userInfo/loginByPwd', { body: { mobilePhone: mobile, passWord: 'demo123' } });
  if (r.code !== 20000) throw new Error(`sign-in failed: ${r.msg}`);
  const d = r.data as { token: string; userId: string };
  return { token: d.token, userId: d.userId };
}

/** Asks for an upload target (STS), as the browser does before it sends the bytes; the reply. */
export function sts(b: Backend, token: string, kind: UploadKind, fileName: string, fileSize = 1000): Reply {
  return call(b, 'get', '/scriptInfo/getStsACS', {
    token,
    query: { kind, fileName, fileSize: String(fileSize), contentType: 'application/octet-stream' },
  });
}

/** The whole upload as the browser does it: a target, the bytes, then the record with the metadata it read. */
export function upload(
  b: Backend,
  token: string,
  kind: UploadKind,
  fileName: string,
  meta: { duration?: number; width?: number; height?: number },
): SourceDto {
  const target = sts(b, token, kind, fileName).data as StsDto;
  putObject(target.key, new Blob([new Uint8Array(1000)]), '');
  const r = call(b, 'post', '/ossLocalSourceMapper/saveOssLocalSourceMapper', {
    token,
    body: { key: target.key, kind, fileName, fileSize: 1000, ...meta },
  });
  if (r.code !== 20000) throw new Error(r.msg);
  return r.data as SourceDto;
}

type Handler = (typeof ROUTES)[number]['handler'];

/**
 * Runs `run` while the route at `path` answers through `swap(its handler)`, and puts the handler back after, even when
 * `run` throws. `unchecked` also turns the tests' check of answers off (contractCheck) for that time: for a
 * test of who else sees a drifting answer (the contract runner, Prism).
 */
export async function withHandler<T>(
  path: string,
  swap: (original: Handler) => Handler,
  run: () => T | Promise<T>,
  { unchecked = false } = {},
): Promise<T> {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path}: route missing`);
  const original = route.handler;
  route.handler = swap(original);
  try {
    return await (unchecked ? withoutContractCheck(run) : run());
  } finally {
    route.handler = original;
  }
}

/** The fake service with the demo controls over it, as the Demo drawer has them (no Mirage, no browser). */
export function demoOver(mode: 'demo' | 'test' = 'test'): { b: Backend; demo: DemoApi } {
  const b = new Backend({ startAt: REFERENCE_TIME, speed: 0, replyCheck: contractCheck });
  const server: FakeServer = {
    backend: b,
    mode,
    persistence: 'none',
    shutdown: () => {},
    persist: () => {},
    reset: (seed, scenario) => b.reset(seed, scenario),
  };
  return { b, demo: createDemoApi(server) };
}
