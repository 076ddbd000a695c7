// A start-up step (src/main.tsx): the router (one name, so the rest of the library is shaken out as usual).
export { RouterProvider } from 'react-router-dom';
