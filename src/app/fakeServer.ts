import { setTransportFault } from '../api/http';
import { apiBaseUrl } from '../config';
import { installDemoApi } from '../../mirage/demoApi';
import { FAULT_HEADER, normalizePath } from '../../mirage/faults';
import { loadMediaStore } from '../../mirage/mediaStore';
import { makeServer } from '../../mirage/server';
import { readDemoChoice } from '../../mirage/demoChoice';

/**
 * Demo and test modes: the fake server answers every call inside the browser. Faults are taken here, at the
 * transport, because only here can a call fail the way a dropped connection does.
 */
export async function startFakeServer(mode: 'demo' | 'test'): Promise<void> {
  performance.mark('fakeServer:start');
  const { seed, scenario } = readDemoChoice();
  const server = makeServer({ mode, baseUrl: apiBaseUrl, seed, scenario });
  setTransportFault((config) => {
    const fault = server.backend.faults.take(normalizePath(config.url ?? ''));
    if (fault !== null) server.persist();
    if (fault === 'network') return 'network';
    if (fault !== null) config.headers.set(FAULT_HEADER, String(fault));
    return null;
  });
  installDemoApi(server);
  // Uploaded files kept by earlier visits (demo mode) must be playable before the first list is read.
  await loadMediaStore();
  // Read by `npm run bench` (fake server boot budget).
  performance.measure('fakeServer:boot', 'fakeServer:start');
}
