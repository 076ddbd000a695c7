// A start-up step (src/main.tsx): the HTTP client.
export { default as axios } from 'axios';
