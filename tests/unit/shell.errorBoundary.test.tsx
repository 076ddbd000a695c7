// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../../src/layout/PageErrorBoundary';
import { ErrorLogStore } from '../../src/stores/ErrorLogStore';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let broken = true;
function Page() {
  if (broken) throw new Error('the page broke');
  return <p>the page works</p>;
}

describe('the error boundary around each page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows a message with a retry instead of a blank screen, logs the crash, and retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = new ErrorLogStore();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <PageErrorBoundary onError={(e) => log.add('render', e, '/digital')}>
          <Page />
        </PageErrorBoundary>,
      );
    });
    expect(host.textContent).toContain('errors.pageCrashed');
    expect(log.entries[0]).toMatchObject({ kind: 'render', message: 'the page broke', where: '/digital' });
    broken = false;
    const retry = host.querySelector('button');
    expect(retry?.textContent).toContain('errors.retry');
    await act(async () => retry?.click());
    expect(host.textContent).toBe('the page works');
    await act(async () => root.unmount());
  });
});
