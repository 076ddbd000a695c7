import { action, makeObservable, observable, runInAction } from 'mobx';
import type { VoiceDto } from '../api/types';
import * as voiceApi from '../api/voice';
import { VOICE_VERSIONS, type VoiceVersion, voiceOperable } from '../domain/assets';
import { TIMBRE_PRICE } from '../domain/power';
import { handlePowerShort, type RecordDeps, renameInDialog } from './assetSupport';
import { type Draft, draftBoolean, draftChoice, draftString } from './KeptWork';
import { ListLoader } from './ListLoader';

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
export class VoiceStore extends ListLoader<VoiceDto> {
  /** The clip being auditioned. */
  auditionUrl = '';
  auditionOf = '';
  /** The cloning form: open or not, the name typed and the version chosen (its sample is an upload, not kept). */
  formOpen = false;
  formName = '';
  formVersion: VoiceVersion = 'hifi';

  constructor(private readonly deps: RecordDeps) {
    super({
      pageSize: VOICE_PAGE_SIZE,
      filter: {},
      // The rows are the shared records (Records.ts): a rename here is seen in an open editor's voices at once.
      fetch: async ({ pageNum, pageSize }) => {
        const page = await voiceApi.listVoice({ pageNum, pageSize });
        return { ...page, list: deps.records.voices.putAll(page.list) };
      },
      pollWhile: (page) => page.list.some((v) => v.status === 'pending'),
    });
    makeObservable(this, {
      auditionUrl: observable,
      auditionOf: observable,
      stopAudition: action,
      formOpen: observable,
      formName: observable,
      formVersion: observable,
      setFormOpen: action,
      setFormName: action,
      setFormVersion: action,
      restore: action,
    });
  }

  setFormOpen(open: boolean): void {
    this.formOpen = open;
  }

  setFormName(name: string): void {
    this.formName = name;
  }

  setFormVersion(version: VoiceVersion): void {
    this.formVersion = version;
  }

  /** What is kept of the cloning form across a forced sign-out: whether it was open, the name and the version. */
  toDraft(): Draft {
    return { open: this.formOpen, name: this.formName, version: this.formVersion };
  }

  /** Puts back a kept form. */
  restore(d: Draft | undefined): void {
    this.formOpen = draftBoolean(d, 'open') ?? this.formOpen;
    this.formName = draftString(d, 'name') ?? this.formName;
    this.formVersion = draftChoice(d, 'version', VOICE_VERSIONS) ?? this.formVersion;
  }

  async create(name: string, version: VoiceVersion, sourceId: string): Promise<VoiceDto> {
    const v = await voiceApi.createVoice({ name: name.trim(), version, sourceId });
    await this.showFirstPage();
    return v;
  }

  /** Trains a failed voice again on a new sample; the list shows it training at once. */
  async retrain(v: VoiceDto, sourceId: string): Promise<VoiceDto> {
    const again = await voiceApi.retrainVoice({ id: v.id, sourceId });
    this.deps.records.voices.put(again);
    await this.reload();
    return again;
  }

  async remove(v: VoiceDto): Promise<void> {
    await voiceApi.deleteVoice({ id: v.id });
    this.deps.records.voices.drop(v.id);
    await this.reload();
  }

  async rename(v: VoiceDto, title: string): Promise<boolean> {
    const done = await renameInDialog(this.deps.dialog, v.name, title, async (name) =>
      this.deps.records.voices.put(await voiceApi.renameVoice({ id: v.id, name: name.trim() })),
    );
    if (done) await this.reload();
    return done;
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
    await this.reload();
    return true;
  }
}
