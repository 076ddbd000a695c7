import { startFirstScreenDownloads } from './firstScreen/downloads';

// The console's code and the small files the first screen is drawn with are asked for at once, not one after the
// other (src/firstScreen/downloads.ts). This file imports nothing the console's code imports, so that it is a file of
// its own, small and first.
const app = import('./app/start');
startFirstScreenDownloads(document);
void app.then(({ boot }) => boot());
