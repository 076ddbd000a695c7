import 'normalize.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/global.css';
// The first screen (index.html) is drawn before any script with the sign-in page's classes and the console frame's
// own: their rules are in the first stylesheet, so it is laid out right from the first paint and never moves.
import './pages/login/login.css';
import './firstScreen/firstScreen.css';
import { startFirstScreenDownloads } from './firstScreen/downloads';

// The console's code and the small files the first screen is drawn with are asked for at once, not one after the
// other (src/firstScreen/downloads.ts). This file imports nothing the console's code imports, so that it is a file of
// its own, small and first.
const app = import('./app/start');
startFirstScreenDownloads(document);
void app.then(({ boot }) => boot());
