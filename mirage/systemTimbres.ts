/**
 * The platform's own timbres: free for everyone, 270-character scripts. Each is a woman's or a man's voice: the
 * listing and the speaker lookup read the id, name and clip (mirage/routes/voice.ts, mirage/routes/audio.ts), and the
 * fake engine speaks each in a timbre of its gender at its median pitch in Hz (mirage/media/recipe.ts; the engine
 * setting for it comes from mirage/media/engineVoice.ts), inside its gender's band, so each sounds like its label.
 */
export const SYSTEM_TIMBRES = [
  { id: 'sys-xiaoxiao', name: 'Xiaoxiao', ref: 'seed:tts-female', gender: 'female', pitchHz: 205 },
  { id: 'sys-yunyang', name: 'Yunyang', ref: 'seed:tts-male', gender: 'male', pitchHz: 118 },
] as const;
