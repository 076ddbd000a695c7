import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { REFERENCE_TIME } from '../../mirage/server';
import { call, signIn } from '../unit/backendHelpers';

/**
 * Measures the fake server for `npm run bench` (not part of `npm test`): boot time with the default seed and with
 * 10,000 clients, and how long one page of the client list takes to answer there. Writes .bench/fake.json.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn: () => void, runs: number) =>
  median(
    Array.from({ length: runs }, () => {
      const t0 = performance.now();
      fn();
      return performance.now() - t0;
    }),
  );

it('measures the fake server', () => {
  const make = (scenario: 'default' | 'large') => new Backend({ startAt: REFERENCE_TIME, speed: 0, scenario });
  make('default');
  const bootDefaultMs = time(() => make('default'), 7);
  const bootLargeMs = time(() => make('large'), 3);
  const large = make('large');
  const { token } = signIn(large, '13800000004');
  const list = large.routeList().find((r) => /client/i.test(r.path) && /list|page/i.test(r.path));
  const body = { pageNum: 1, pageSize: 20, pageNo: 1 };
  const answer = () =>
    call(large, list?.method ?? 'post', list?.path ?? '/none', {
      token,
      body,
      query: { pageNum: '1', pageSize: '20' },
    });
  const largeListAnswerMs = list ? time(answer, 9) : null;
  const result = { bootDefaultMs, bootLargeMs, largeListAnswerMs, listPath: list?.path ?? null };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/fake.json', JSON.stringify(result, null, 2));
  expect(bootDefaultMs).toBeGreaterThan(0);
});
