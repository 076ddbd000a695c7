import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import * as audioApi from '../api/audio';
import type { AudioDto, TimbreDto } from '../api/types';
import * as voiceApi from '../api/voice';
import { audioCost } from '../domain/assets';
import {
  checkText,
  countChars,
  cutToLimit,
  insertPause,
  parsePause,
  parseRate,
  RATE_DEFAULT,
  type ScriptMessage,
  textMax,
} from '../domain/script';
import { type AssetDeps, handlePowerShort } from './assetSupport';
import { PolledPage } from './PolledPage';

export const AUDIO_PAGE_SIZE = 10;

/**
 * AI audio: the script being written (text with pause markers, rate, voice) and the generated audio list, re-read
 * while a generation runs. The limits come from src/domain/script.ts, which the video editor shares.
 */
export class AudioStore extends PolledPage<AudioDto> {
  timbres: TimbreDto[] = [];
  voiceId = '';
  text = '';
  rateInput = String(RATE_DEFAULT);
  /** A sample of the chosen voice being auditioned. */
  auditionUrl = '';

  constructor(deps: AssetDeps) {
    super(deps, {
      pageSize: AUDIO_PAGE_SIZE,
      fetch: audioApi.listAudio,
      remove: (a) => audioApi.deleteAudio({ id: a.id }),
      moving: (a) => a.status === 'generating',
    });
    makeObservable(this, {
      timbres: observable,
      voiceId: observable,
      text: observable,
      rateInput: observable,
      auditionUrl: observable,
      timbre: computed,
      max: computed,
      count: computed,
      rate: computed,
      setVoice: action,
      setText: action,
      setRate: action,
      insertPause: action,
      prepare: action,
    });
  }

  get timbre(): TimbreDto | undefined {
    return this.timbres.find((t) => t.id === this.voiceId);
  }

  get max(): number {
    return textMax(this.timbre?.tier ?? 'free');
  }

  get count(): number {
    return countChars(this.text);
  }

  get rate(): { value: number } | { error: ScriptMessage } {
    return parseRate(this.rateInput);
  }

  cost(hailuo: boolean): number {
    return audioCost(Math.min(this.count, this.max), hailuo);
  }

  async loadTimbres(preferred?: string): Promise<void> {
    const list = await voiceApi.listTimbre();
    runInAction(() => {
      this.timbres = list;
      if (preferred && list.some((t) => t.id === preferred)) this.voiceId = preferred;
      else if (!list.some((t) => t.id === this.voiceId)) this.voiceId = list[0]?.id ?? '';
    });
  }

  /** The generated audio list (the page's own name for load). */
  loadList(quiet = false): Promise<void> {
    return this.load(quiet);
  }

  setVoice(id: string): void {
    this.voiceId = id;
    this.auditionUrl = '';
  }

  /** Plays a sample of the chosen voice (brands with showAudition). */
  async audition(): Promise<void> {
    const { url } = await voiceApi.auditionVoice({ id: this.voiceId });
    runInAction(() => {
      this.auditionUrl = url;
    });
  }

  setText(text: string): void {
    this.text = text;
  }

  setRate(raw: string): void {
    this.rateInput = raw;
  }

  /** Inserts a pause at the cursor; returns where the cursor goes, or the message when the value is refused. */
  insertPause(raw: string, start: number, end: number): { cursor: number } | { error: ScriptMessage } {
    const p = parsePause(raw);
    if ('error' in p) return p;
    const r = insertPause(this.text, start, end, p.value);
    this.text = r.text;
    return { cursor: r.cursor };
  }

  /**
   * Checks the script for generation; over-long text is cut to the limit first (spec.md section 5), and `cut` says
   * so. Returns the first problem, if any.
   */
  prepare(): { cut: boolean; problem: ScriptMessage | null } {
    const { text, cut } = cutToLimit(this.text, this.max);
    if (cut) this.text = text;
    const rate = this.rate;
    const problem = checkText(this.text, this.timbre?.tier ?? 'free') ?? ('error' in rate ? rate.error : null);
    return { cut, problem };
  }

  /** Generates with the current script; resolves null when the power was short (the dialog is already shown). */
  async generate(): Promise<AudioDto | null> {
    const rate = this.rate;
    if ('error' in rate) return null;
    try {
      const a = await audioApi.generateAudio({ voiceId: this.voiceId, text: this.text.trim(), rate: rate.value });
      await this.reloadFirstPage();
      return a;
    } catch (e) {
      if (handlePowerShort(e, this.deps.dialog)) return null;
      throw e;
    } finally {
      void this.deps.session.refreshUser().catch(() => {});
    }
  }
}
