import moderation from '../../fixtures/moderation.json';
import type { Language } from '../../src/domain/language';
import { languageOfText } from '../../src/domain/speech';
import {
  type CardStyle,
  type FontStyle,
  isOutputLanguage,
  type OutputLanguage,
  type TaskOrientation,
} from '../../src/domain/task';
import type { DbAudio, DbData, DbTask } from '../db';
import { resolveMedia } from '../media';
import { seededName } from '../seededNames';
import { isSeededText } from '../seededTexts';
import { SYSTEM_TIMBRES } from '../systemTimbres';
import { type Timbre, timbreOf } from './engineVoice';
import type { MediaRecipe } from './jobs';
import { seedOf } from './motion';

/**
 * What each made file is made from, read from the fake service's data: a work's video from its task (the face of
 * its digital human, its script in its voice and output language, and advanced editing's background, cover and
 * card), generated audio from its text, and a voice's sample from a sentence in the listener's language.
 */
export interface VideoSpec {
  orientation: TaskOrientation;
  /**
   * A seeded face (`p07`: drawn, its blink ships with the demo) or a person's own: its still, and its clip (`clipUrl`),
   * which plays under the speech.
   */
  face: { portrait: string | null; stillUrl: string; clipUrl: string };
  background: { kind: 'image' | 'video'; url: string } | null;
  coverImageUrl: string;
  coverTitle: { text: string; font: FontStyle; size: number } | null;
  card: { name: string; intro: string; size: number; style: CardStyle } | null;
  sound:
    | { speak: { text: string; language: OutputLanguage; timbre: Timbre; rate: number }; pitchOf?: string }
    | { audioUrl: string };
  seed: number;
  /** A work of the seed (DbTask.seeded): its digital human's seeded clip already shows it speaking its script. */
  seeded: boolean;
  /** A demo fault: the worker rendering it dies (a work named with a render-fail word, fixtures/moderation.json). */
  fault?: 'stop';
}

/** Whether a work's name asks for the demo fault that makes its render fail. */
export const renderFaultFor = (name: string): 'stop' | undefined =>
  moderation.renderFailNames.some((w) => name.toLowerCase().includes(w.toLowerCase())) ? 'stop' : undefined;

/**
 * A platform voice speaks in a timbre of its gender at its own pitch; every other voice's timbre follows from its id
 * alone until the maker tunes it to the pitch of the recording it was cloned from (`pitchOf`, mirage/media/maker.ts).
 */
export function voiceTimbre(voiceId: string): Timbre {
  const sys = SYSTEM_TIMBRES.find((v) => v.id === voiceId);
  return timbreOf(voiceId, sys?.gender, sys?.pitchHz);
}

/** The recording a cloned voice takes its pitch from: none for a platform voice, which has its own. */
export const pitchSource = (voiceId: string, recordingUrl: string): string | undefined =>
  SYSTEM_TIMBRES.some((v) => v.id === voiceId) || !recordingUrl ? undefined : recordingUrl;

/** The sentence a voice reads when a person listens to it, in the language asked for. */
export const SAMPLE_SENTENCE: Record<OutputLanguage, string> = {
  zh: '大家好，欢迎来到我们的直播间，今天为您介绍全新的数字人视频。',
  en: 'Hello everyone, welcome to our studio. Today we present our new digital human videos.',
  es: 'Hola a todos, bienvenidos a nuestro estudio. Hoy les presentamos nuestros nuevos videos.',
  ja: 'みなさん、こんにちは。わたしたちのスタジオへようこそ。',
  ko: '안녕하세요, 저희 스튜디오에 오신 것을 환영합니다.',
  fr: 'Bonjour à tous, bienvenue dans notre studio. Voici nos nouvelles vidéos.',
};

/**
 * A seeded work is made in the language on show (its script, subtitles, cover and card: mirage/seededTexts.ts), so
 * each language's video is a file of its own; a work a person made is one file, in the language they chose.
 */
export const isSeededWork = (t: DbTask): boolean => t.input.scriptType === 'text' && isSeededText(t.input.text);
export const workKey = (t: DbTask, lang: Language): string =>
  isSeededWork(t) ? `work-${t.id}-${lang}` : `work-${t.id}`;
export const audioKey = (a: DbAudio): string => `speech-${a.id}`;
export const sampleKey = (voiceId: string, lang: OutputLanguage, rate: number): string =>
  `sample-${voiceId}-${lang}-${rate}`;

/** `recording`: the URL of what the voice was cloned from, whose pitch its sample takes. */
export const sampleRecipe = (voiceId: string, lang: OutputLanguage, rate: number, recording = ''): MediaRecipe => ({
  kind: 'speech',
  speak: { text: SAMPLE_SENTENCE[lang], language: lang, timbre: voiceTimbre(voiceId), rate },
  pitchOf: pitchSource(voiceId, recording),
});

/** AI audio: a cloned voice's at the pitch of the recording it was cloned from (`a.ref`, the voice's own), as its Listen. */
export const audioRecipe = (a: DbAudio, lang: Language, media: string): MediaRecipe => ({
  kind: 'speech',
  speak: { text: a.text, language: languageOfText(a.text, lang), timbre: voiceTimbre(a.voiceId), rate: a.rate },
  pitchOf: pitchSource(a.voiceId, a.ref ? resolveMedia(a.ref, media) : ''),
});

const PORTRAIT_REF = /^seed:portrait-(p\d+)$/;

/**
 * A work's video, from its record alone: its digital human's face, its script in its voice and output language, and
 * advanced editing's background, cover and card, so two works make two files and the same work the same file. A
 * seeded work's words are taken in `lang`, the language on show, and spoken in it.
 */
export function workRecipe(db: DbData, t: DbTask, media: string, lang: Language): MediaRecipe {
  const input = t.input;
  const senior = input.senior;
  const seeded = isSeededWork(t);
  const words = (text: string) => (seeded ? seededName(text, lang) : text);
  const source = (id: string) => db.sources.find((s) => s.id === id);
  const bg = senior?.background ? source(senior.background.sourceId) : undefined;
  const audio = input.scriptType === 'audio' ? source(input.audioSourceId) : undefined;
  const posterRef = t.posterRef ?? '';
  const voice = db.voices.find((v) => v.id === input.voiceId);
  const language = seeded ? lang : isOutputLanguage(input.language) ? input.language : languageOfText(input.text, 'zh');
  return {
    kind: 'video',
    spec: {
      orientation: t.orientation,
      face: {
        portrait: PORTRAIT_REF.exec(posterRef)?.[1] ?? null,
        stillUrl: resolveMedia(posterRef, media),
        clipUrl: t.ref ? resolveMedia(t.ref, media) : '',
      },
      background: senior?.background && bg ? { kind: senior.background.kind, url: resolveMedia(bg.ref, media) } : null,
      coverImageUrl: t.coverRef ? resolveMedia(t.coverRef, media) : '',
      coverTitle: senior?.cover.title
        ? { text: words(senior.cover.title), font: senior.cover.fontStyle, size: senior.cover.fontSize }
        : null,
      card: senior?.card?.name.trim()
        ? {
            name: words(senior.card.name),
            intro: words(senior.card.intro),
            size: senior.card.fontSize,
            style: senior.card.style,
          }
        : null,
      sound: audio
        ? { audioUrl: resolveMedia(audio.ref, media) }
        : {
            speak: { text: words(input.text), language, timbre: voiceTimbre(input.voiceId), rate: input.rate },
            pitchOf: voice ? pitchSource(voice.id, resolveMedia(voice.ref, media)) : undefined,
          },
      seed: seedOf(t.id),
      seeded: t.seeded === true,
      fault: renderFaultFor(t.name),
    },
  };
}
