/** The portraits' files as the bundler serves them: `seed:portrait-p01` -> its URL (see portraits.ts). */
const FILES = import.meta.glob<string>('../fixtures/media/portraits/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export const PORTRAIT_MEDIA: Record<string, string> = Object.fromEntries(
  Object.entries(FILES).map(([path, url]) => [`seed:portrait-${path.replace(/^.*\/|\.svg$/g, '')}`, url]),
);
