import 'normalize.css';
// Blueprint's light theme; its dark theme's rules load only when it is turned on (src/app/darkTheme.ts).
import 'virtual:blueprint.css';
import './app/global.css';
import { startApp } from './app/start';
import { resolveMode } from './config';
import { yieldToBrowser } from './lib/yieldToBrowser';

/**
 * Boot: choose the mode, start the fake server when the mode asks for it, then mount the console. In a production build
 * `import.meta.env.MODE` is the literal 'production' and the condition is false at build time, so the fake server's import (Mirage, fixtures, scenarios) is not in the output.
 */
async function boot(): Promise<void> {
  // The scripts' evaluation is one task; start-up is the next.
  await yieldToBrowser();
  const mode = resolveMode();
  // Written out here (not imported) so the bundler sees a constant and drops the branch.
  if (import.meta.env.MODE !== 'production' && mode !== 'production') {
    const { startFakeServer } = await import('./app/fakeServer');
    await startFakeServer(mode);
  }
  await startApp(mode);
}

void boot();
