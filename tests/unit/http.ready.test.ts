// @vitest-environment jsdom
import { afterAll, expect, it } from 'vitest';
import { configureHttp, setTransportFault } from '../../src/api/http';
import { getUserInfo } from '../../src/api/user';
import { fakeServerForFile, quietHooks } from './storeWorld';

fakeServerForFile();
afterAll(() => setTransportFault(null));

it('a failure met before the messages are in waits for them, and is then written with them', async () => {
  let loaded = false;
  let waiting: () => void = () => {};
  /** The failed call has asked for the messages. */
  const waits = new Promise<void>((r) => {
    waiting = r;
  });
  let release: () => void = () => {};
  const ready = new Promise<void>((r) => {
    release = () => {
      loaded = true;
      r();
    };
  });
  configureHttp(
    quietHooks(
      { token: 't', userId: 'u', tokenId: 'ti', oemCode: 'ZHIYING', language: 'en' },
      {
        isOnLoginPage: () => true,
        t: (key) => (loaded ? `text of ${key}` : key),
        ready: () => {
          waiting();
          return ready;
        },
      },
    ),
  );
  setTransportFault(() => 'network');
  const call = getUserInfo('u').catch((e: Error) => e.message);
  let settled = false;
  void call.then(() => {
    settled = true;
  });
  await waits;
  expect(settled).toBe(false);
  release();
  expect(await call).toBe('text of errors.network');
});
