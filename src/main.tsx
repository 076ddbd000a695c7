import 'normalize.css';
// Blueprint's light theme; its dark theme's rules load only when it is turned on (src/app/darkTheme.ts).
import 'virtual:blueprint.css';
import './app/global.css';
// The first screen (index.html) is drawn before any script with the sign-in page's classes and the console frame's
// own: their rules are in the first stylesheet, so it is laid out right from the first paint and never moves.
import './pages/login/login.css';
import './firstScreen/firstScreen.css';
import { startApp } from './app/start';
import { resolveMode } from './config';

const mode = resolveMode();

/**
 * Demo and test modes: the fake server, started by the first call (src/api/http.ts waits for it), which also names
 * the language the answer is written in (its messages load on first use). The condition is
 * written out here so that in a production build it is false at build time and the fake server (Mirage, fixtures,
 * scenarios) is not in the output.
 */
let fakeServer: Promise<typeof import('./app/fakeServer')> | undefined;
const transport =
  import.meta.env.MODE !== 'production' && mode !== 'production'
    ? (language?: string) => {
        fakeServer ??= import('./app/fakeServer').then(async (server) => {
          await server.startFakeServer(mode);
          return server;
        });
        return fakeServer.then((server) => server.serverSpeaks(language));
      }
    : undefined;

// A demo link (?demo=...) names the brand and language the console starts in: the fake server reads it first
// (src/demo/linkBoot.ts).
const linkRead = transport && /[?&]demo=/.test(window.location.search) ? transport() : null;
void Promise.resolve(linkRead).then(() => startApp(mode, transport, linkRead !== null));
