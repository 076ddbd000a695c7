import { makeAutoObservable } from 'mobx';
import type { TimbreDto } from '../api/types';
import {
  checkPauses,
  countChars,
  cutToLimit,
  insertPause,
  parsePause,
  parseRate,
  RATE_DEFAULT,
  type ScriptMessage,
  scriptLength,
  type TimbreTier,
  textMax,
} from '../domain/script';
import { type Draft, draftString } from './KeptWork';

/**
 * A text-to-speech script being written, for AI audio and both video editors: the voices offered and the chosen one,
 * the text with its pause markers, and the speech rate as typed. What the rules of src/domain/script.ts make of them
 * (limit by the voice's tier, count, rate) is derived here once.
 */
export class ScriptDraft {
  timbres: TimbreDto[] = [];
  voiceId = '';
  text = '';
  rateInput = String(RATE_DEFAULT);

  constructor() {
    makeAutoObservable(this);
  }

  get timbre(): TimbreDto | undefined {
    return this.timbres.find((t) => t.id === this.voiceId);
  }

  /** No voice (yet) counts as a free one. */
  get tier(): TimbreTier {
    return this.timbre?.tier ?? 'free';
  }

  get max(): number {
    return textMax(this.tier);
  }

  /** What the limit counts: the text as written, pause markers included. */
  get count(): number {
    return scriptLength(this.text);
  }

  /** The characters that will be spoken, pause markers aside: what the audio is billed by. */
  get spoken(): number {
    return countChars(this.text);
  }

  get over(): boolean {
    return this.count > this.max;
  }

  get rate(): { value: number } | { error: ScriptMessage } {
    return parseRate(this.rateInput);
  }

  setTimbres(list: TimbreDto[]): void {
    this.timbres = list;
  }

  setVoice(id: string): void {
    this.voiceId = id;
  }

  setText(text: string): void {
    this.text = text;
  }

  setRate(raw: string): void {
    this.rateInput = raw;
  }

  /**
   * Inserts a pause at the cursor; returns where the cursor goes, or the message when the value is refused (a pause
   * that would take the text's pauses over their cap is refused here, before it is written).
   */
  insertPause(raw: string, start: number, end: number): { cursor: number } | { error: ScriptMessage } {
    const p = parsePause(raw);
    if ('error' in p) return p;
    const r = insertPause(this.text, start, end, p.value);
    const over = checkPauses(r.text);
    if (over) return { error: over };
    this.text = r.text;
    return { cursor: r.cursor };
  }

  /** What is kept of the script across a forced sign-out: the voice, the text and the rate as typed. */
  toDraft(): Draft {
    return { voiceId: this.voiceId, text: this.text, rateInput: this.rateInput };
  }

  /** Puts back a kept script (fields a draft lacks stay as they are). */
  restore(d: Draft | undefined): void {
    this.voiceId = draftString(d, 'voiceId') ?? this.voiceId;
    this.text = draftString(d, 'text') ?? this.text;
    this.rateInput = draftString(d, 'rateInput') ?? this.rateInput;
  }

  /** Cuts over-long text to the voice's limit (src/domain/script.ts cutToLimit); true when it did. */
  cutToMax(): boolean {
    const { text, cut } = cutToLimit(this.text, this.max);
    if (cut) this.text = text;
    return cut;
  }
}
