import type { Page } from '@playwright/test';
import type { ServeProcess } from '../fakeServeProcess';

/**
 * The page's calls to /api (its own, and the media addresses the fake answers) go to a running fake:serve, in
 * `sandbox`. A call the page still makes while the test ends (the fake is stopped first) meets a closed port, as it
 * would.
 */
export async function throughFake(page: Page, serve: ServeProcess, sandbox: string): Promise<void> {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route
      .fetch({
        url: `${serve.url}${url.pathname.replace(/^\/api/, '')}${url.search}`,
        headers: { ...route.request().headers(), 'x-fake-sandbox': sandbox },
      })
      .catch(() => null);
    await (response ? route.fulfill({ response }) : route.abort('connectionrefused'));
  });
}
