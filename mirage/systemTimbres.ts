/**
 * The platform's own timbres: free for everyone, 270-character scripts. Each is a woman's or a man's voice: the
 * listing and the speaker lookup read the id, name and clip (mirage/routes/voice.ts, mirage/routes/audio.ts), and the
 * fake engine speaks each in a timbre of its gender (mirage/media/recipe.ts).
 */
export const SYSTEM_TIMBRES = [
  { id: 'sys-xiaoxiao', name: 'Xiaoxiao', ref: 'seed:tts-female', gender: 'female' },
  { id: 'sys-yunyang', name: 'Yunyang', ref: 'seed:tts-male', gender: 'male' },
] as const;
