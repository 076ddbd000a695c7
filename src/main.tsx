import 'normalize.css';
// Blueprint's light theme; its dark theme's rules load only when it is turned on (src/app/darkTheme.ts).
import 'virtual:blueprint.css';
import './app/global.css';
// The first screen (index.html) is drawn before any script with the sign-in page's classes and the console frame's
// own: their rules are in the first stylesheet, so it is laid out right from the first paint and never moves.
import './pages/login/login.css';
import './firstScreen/firstScreen.css';
import { resolveMode } from './config';
import { afterPaint } from './lib/afterPaint';
import { yieldToBrowser } from './lib/yieldToBrowser';

/**
 * Start-up's modules, a group per task. Evaluating a module graph is one task however big it is: the console's whole
 * start-up graph at once (React DOM, the router, MobX, i18next, axios, the stores) took ~45 ms of a desktop's main
 * thread, ~180 ms on the slow phone Lighthouse plays, in which the page answers no key. Each group here is evaluated
 * in its own task, with the browser free between them; their files are fetched side by side from the start (index.html's
 * loader preloads them: scripts/firstScreen.ts).
 */
const START_STAGES = [
  () => import('./app/stages/reactDom'),
  () => import('./app/stages/router'),
  () => import('./app/stages/mobx'),
  () => import('./app/stages/http'),
  () => import('./i18n'),
] as const;

/**
 * Boot: choose the mode, start the fake server when the mode asks for it, then start the console. In a production
 * build `import.meta.env.MODE` is the literal 'production' and the condition is false at build time, so the fake
 * server's import (Mirage, fixtures, scenarios) is not in the output.
 */
async function boot(): Promise<void> {
  // The scripts' evaluation is one task; start-up is the next.
  await yieldToBrowser();
  const mode = resolveMode();
  let transport: Promise<void> | undefined;
  // Written out here (not imported) so the bundler sees a constant and drops the branch.
  if (import.meta.env.MODE !== 'production' && mode !== 'production') {
    // After the first paint (the page is already there in HTML), side by side with the console's start; every call
    // waits for it (src/api/http.ts).
    transport = new Promise<void>((resolve) => afterPaint(resolve))
      .then(() => import('./app/fakeServer'))
      .then(({ startFakeServer }) => startFakeServer(mode));
  }
  // A demo link (?demo=...) names the brand and language the console starts in: it is read first (src/demo/linkBoot.ts).
  if (import.meta.env.MODE !== 'production' && /[?&]demo=/.test(window.location.search)) await transport;
  for (const stage of START_STAGES) {
    await stage();
    await yieldToBrowser();
  }
  const { startApp } = await import('./app/start');
  await yieldToBrowser();
  await startApp(mode, transport);
}

void boot();
