import { action, makeObservable, observable, runInAction } from 'mobx';
import * as audioApi from '../api/audio';
import type { AudioDto } from '../api/types';
import * as voiceApi from '../api/voice';
import { audioCost } from '../domain/assets';
import { checkText, type ScriptMessage } from '../domain/script';
import { type AssetDeps, handlePowerShort } from './assetSupport';
import { ListLoader } from './ListLoader';
import { ScriptDraft } from './ScriptDraft';

export const AUDIO_PAGE_SIZE = 10;

/**
 * AI audio: the script being written (text with pause markers, rate, voice) and the generated audio list, re-read
 * while a generation runs. The script is a ScriptDraft, as in the video editors.
 */
export class AudioStore extends ListLoader<AudioDto> {
  /** The voice, text and rate being written. */
  readonly script = new ScriptDraft();
  /** A sample of the chosen voice being auditioned. */
  auditionUrl = '';

  constructor(private readonly deps: AssetDeps) {
    super({
      pageSize: AUDIO_PAGE_SIZE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => audioApi.listAudio({ pageNum, pageSize }),
      pollWhile: (page) => page.list.some((a) => a.status === 'generating'),
    });
    makeObservable(this, { auditionUrl: observable, setVoice: action, prepare: action });
  }

  cost(hailuo: boolean): number {
    return audioCost(Math.min(this.script.spoken, this.script.max), hailuo);
  }

  async loadTimbres(preferred?: string): Promise<void> {
    const list = await voiceApi.listTimbre();
    runInAction(() => {
      this.script.setTimbres(list);
      if (preferred && list.some((t) => t.id === preferred)) this.script.setVoice(preferred);
      else if (!list.some((t) => t.id === this.script.voiceId)) this.script.setVoice(list[0]?.id ?? '');
    });
  }

  async remove(a: AudioDto): Promise<void> {
    await audioApi.deleteAudio({ id: a.id });
    await this.reload();
  }

  setVoice(id: string): void {
    this.script.setVoice(id);
    this.auditionUrl = '';
  }

  /** Plays a sample of the chosen voice (brands with showAudition). */
  async audition(): Promise<void> {
    const { url } = await voiceApi.auditionVoice({ id: this.script.voiceId });
    runInAction(() => {
      this.auditionUrl = url;
    });
  }

  /**
   * Checks the script for generation; over-long text is cut to the limit first (src/domain/script.ts), and `cut` says
   * so. Returns the first problem, if any.
   */
  prepare(): { cut: boolean; problem: ScriptMessage | null } {
    const cut = this.script.cutToMax();
    const { text, tier, rate } = this.script;
    const problem = checkText(text, tier) ?? ('error' in rate ? rate.error : null);
    return { cut, problem };
  }

  /** Generates with the current script; resolves null when the power was short (the dialog is already shown). */
  async generate(): Promise<AudioDto | null> {
    const { voiceId, text, rate } = this.script;
    if ('error' in rate) return null;
    try {
      const a = await audioApi.generateAudio({ voiceId, text: text.trim(), rate: rate.value });
      await this.showFirstPage();
      return a;
    } catch (e) {
      if (handlePowerShort(e, this.deps.dialog)) return null;
      throw e;
    } finally {
      void this.deps.session.refreshUser().catch(() => {});
    }
  }
}
