// A start-up step (src/main.tsx): React and React DOM. One name is taken, so the bundle keeps only what the console
// imports elsewhere (a dynamic import of the library itself would keep all of it).
export { hydrateRoot } from 'react-dom/client';
