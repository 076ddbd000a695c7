import { makeAutoObservable, runInAction } from 'mobx';
import type { VoiceDto } from '../api/types';
import * as voiceApi from '../api/voice';
import { type VoiceVersion, voiceOperable } from '../domain/assets';
import { TIMBRE_PRICE } from '../domain/power';
import { type AssetDeps, handlePowerShort, Poller } from './assetSupport';

export const VOICE_PAGE_SIZE = 10;

/** Why an operation must wait: the i18n key of the message, or null when the voice is trained. */
export type VoiceBlock = 'voice.blockedPending' | 'voice.blockedFailed' | null;
export function voiceBlock(v: VoiceDto, allowFailed = false): VoiceBlock {
  if (voiceOperable(v.status)) return null;
  if (v.status === 'pending') return 'voice.blockedPending';
  return allowFailed ? null : 'voice.blockedFailed';
}

export interface BuyTexts {
  title: string;
  message: (balance: number) => string;
  shortMessage: string;
}

/**
 * Voice cloning: the person's voice models, training on the server clock (re-read while any trains), and what can
 * be done with a trained one: audition, rename, delete, buy as a paid timbre.
 */
export class VoiceStore {
  list: VoiceDto[] = [];
  total = 0;
  pageNum = 1;
  loading = false;
  loadError = '';
  /** The clip being auditioned. */
  auditionUrl = '';
  auditionOf = '';
  private readonly poller: Poller;

  constructor(private readonly deps: AssetDeps) {
    this.poller = new Poller(
      () => this.load(true),
      () => this.list.some((v) => v.status === 'pending'),
    );
    makeAutoObservable<this, 'deps' | 'poller'>(this, { deps: false, poller: false });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / VOICE_PAGE_SIZE));
  }

  async load(quiet = false): Promise<void> {
    if (!quiet) this.loading = true;
    try {
      const page = await voiceApi.listVoice({ pageNum: this.pageNum, pageSize: VOICE_PAGE_SIZE });
      runInAction(() => {
        this.list = page.list;
        this.total = page.total;
        this.loadError = '';
      });
    } catch (e) {
      runInAction(() => {
        if (!quiet) this.loadError = e instanceof Error ? e.message : String(e);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
      this.poller.update();
    }
  }

  setPage(n: number): void {
    this.pageNum = Math.min(Math.max(1, n), this.pageCount);
    void this.load();
  }

  async create(name: string, version: VoiceVersion, sourceId: string): Promise<VoiceDto> {
    const v = await voiceApi.createVoice({ name: name.trim(), version, sourceId });
    runInAction(() => {
      this.pageNum = 1;
    });
    await this.load(true);
    return v;
  }

  async rename(v: VoiceDto, title: string): Promise<boolean> {
    const r = await this.deps.dialog.open({
      mode: 'rename',
      title,
      initial: v.name,
      submit: (name) => voiceApi.renameVoice({ id: v.id, name: name.trim() }),
    });
    if (r.confirmed) await this.load(true);
    return r.confirmed;
  }

  async remove(v: VoiceDto): Promise<void> {
    await voiceApi.deleteVoice({ id: v.id });
    await this.load(true);
  }

  async audition(v: VoiceDto): Promise<void> {
    const { url } = await voiceApi.auditionVoice({ id: v.id });
    runInAction(() => {
      this.auditionUrl = url;
      this.auditionOf = v.id;
    });
  }

  stopAudition(): void {
    this.auditionUrl = '';
    this.auditionOf = '';
  }

  /**
   * Asks to confirm with the cost; with too little power shows the contact-agent dialog instead (and the server's
   * answer does the same should the balance have moved). Resolves true when bought.
   */
  async buy(v: VoiceDto, texts: BuyTexts): Promise<boolean> {
    const balance = this.deps.session.user?.unifiedComputingPower ?? 0;
    if (balance < TIMBRE_PRICE) {
      void this.deps.dialog.open({ mode: 'contactAgent', message: texts.shortMessage });
      return false;
    }
    if (!(await this.deps.dialog.confirm(texts.title, texts.message(balance)))) return false;
    try {
      await voiceApi.buyTimbre({ id: v.id });
    } catch (e) {
      if (handlePowerShort(e, this.deps.dialog)) return false;
      throw e;
    } finally {
      // The balance shown in the top bar follows any change (or the lack of one).
      void this.deps.session.refreshUser().catch(() => {});
    }
    await this.load(true);
    return true;
  }

  dispose(): void {
    this.poller.stop();
  }
}
