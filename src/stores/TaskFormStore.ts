import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, isApiError, isCancelled } from '../api/errors';
import * as avatarApi from '../api/avatar';
import * as taskApi from '../api/task';
import type { AvatarDto, CreateTaskRequest, TaskDto, TimbreDto } from '../api/types';
import * as voiceApi from '../api/voice';
import { estimateSeconds, RATE_DEFAULT } from '../domain/script';
import {
  CARD_FONT_MIN,
  CODE_VIP_EXPIRED,
  CARD_STYLES,
  type CardStyle,
  checkScriptInput,
  checkSeniorInput,
  cutToSeconds,
  FONT_STYLES,
  FREE_MODEL_MAX_S,
  type FontStyle,
  billedSeconds,
  isOutputLanguage,
  ORIENTATIONS,
  SCRIPT_TYPES,
  type ScriptType,
  type TaskOrientation,
  type TaskProblem,
  type TaskScriptInput,
  type TaskSeniorInput,
  VIDEO_MODELS,
  type VideoModel,
  videoCost,
} from '../domain/task';
import { firstLine, type VideoEstimate, videoEstimate } from '../domain/videoPreview';
import { chargedBetween } from '../domain/power';
import { handlePowerShort, type RecordDeps } from './assetSupport';
import { ListLoader } from './ListLoader';
import { type Draft, draftBoolean, draftChoice, draftNumber, draftPart, draftString } from './KeptWork';
import { ScriptDraft } from './ScriptDraft';
import { type MediaProbe, UploadStore } from './UploadStore';

/** Portraits on one page of the editor's gallery. */
export const GALLERY_PAGE_SIZE = 12;
/** The largest page the service answers: a chosen avatar not on the gallery's page is looked for this many at a time. */
const FIND_PAGE_SIZE = 100;

/** What confirm changed before checking: the text cut to the timbre's limit, or to the free model's 60 s. */
export interface Prepared {
  cutToLimit: number | null;
  cutToSeconds: boolean;
  problem: TaskProblem | null;
}

/**
 * One video being made, for both editors: basic editing is the script part (digital human, voice, language, text or
 * audio, model, agreement); advanced editing switches `senior` on and adds the background, cover and business card.
 * The rules are those of src/domain/task.ts and src/domain/script.ts, which the server applies again.
 */
export class TaskFormStore {
  /**
   * The digital humans to choose from, a page at a time, searched by name on the server: every one can be reached
   * however many there are. Its rows are the shared records (Records.ts), as are the voices.
   */
  readonly gallery: ListLoader<AvatarDto, { name: string }>;
  /** The voice being auditioned, and its clip. */
  auditionOf = '';
  auditionUrl = '';
  name = '';
  avatarId = '';
  language = '';
  scriptType: ScriptType = 'text';
  /** The voice, text and rate, as in AI audio. */
  readonly script = new ScriptDraft();
  model: VideoModel = 'free';
  agreed = false;
  readonly audio: UploadStore;

  // Advanced editing.
  orientation: TaskOrientation = 'landscape';
  /** Set once the person chose an orientation; until then it follows the digital human. */
  orientationChosen = false;
  backgroundKind: 'image' | 'video' = 'image';
  readonly background: UploadStore;
  coverTitle = '';
  coverFont: FontStyle = 'hei';
  coverSize = 48;
  readonly coverImage: UploadStore;
  cardOn = false;
  cardName = '';
  cardIntro = '';
  cardSize = 20;
  cardStyle: CardStyle = 'classic';
  /**
   * The last submit's failure, said in the form beside Create video: the service's words, and the computing power the
   * balance lost meanwhile (null when the balance could not be read again). Cleared by the next submit.
   */
  failure: SubmitFailure | null = null;
  /** The work being edited again (Edit and resubmit), by name; '' for a new one. */
  resubmitOf = '';
  /** The banned words its script was refused for, to be changed before submitting again. */
  flaggedWords: string[] = [];

  constructor(
    private readonly deps: RecordDeps,
    readonly senior: boolean,
    probe: MediaProbe,
  ) {
    this.gallery = new ListLoader<AvatarDto, { name: string }>({
      pageSize: GALLERY_PAGE_SIZE,
      filter: { name: '' },
      fetch: async ({ pageNum, pageSize, filter }) => {
        const name = filter.name.trim();
        const page = await avatarApi.listAvatar({ pageNum, pageSize, ...(name ? { name } : {}) });
        return { ...page, list: deps.records.avatars.putAll(page.list) };
      },
      // A cutout still running turns ready in the gallery by itself.
      pollWhile: (page) => page.list.some((a) => a.status === 'processing'),
    });
    this.audio = new UploadStore('scriptAudio', probe);
    this.background = new UploadStore('backgroundImage', probe);
    this.coverImage = new UploadStore('image', probe);
    makeAutoObservable<this, 'deps'>(this, {
      deps: false,
      gallery: false,
      script: false,
      audio: false,
      background: false,
      coverImage: false,
    });
  }

  /** The chosen digital human: the shared record, so a rename elsewhere shows here at once. */
  get avatar(): AvatarDto | undefined {
    return this.avatarId ? this.deps.records.avatars.get(this.avatarId) : undefined;
  }

  /** The chosen voice (the shared record). */
  get voice(): TimbreDto | undefined {
    return this.script.timbre;
  }

  /** The presenter's first words, for the preview. */
  get caption(): string {
    return this.scriptType === 'text' ? firstLine(this.script.text) : '';
  }

  /** Length and cost once there is something to speak; until then, what is missing. */
  get estimate(): VideoEstimate {
    return videoEstimate(this.model, this.scriptType, this.rawSeconds);
  }

  /** The voices offered (the script's; kept here too, as the editor's own list next to `avatars`). */
  get timbres(): TimbreDto[] {
    return this.script.timbres;
  }
  set timbres(list: TimbreDto[]) {
    this.script.setTimbres(list);
  }

  /** The length the limit counts: the text as written, pause markers included. */
  get count(): number {
    return this.script.count;
  }

  /** Seconds of speech the video lip-syncs before any cut (the text's estimate, or the uploaded audio's length). */
  get rawSeconds(): number {
    if (this.scriptType === 'audio') return this.audio.source?.duration ?? 0;
    const { text, rate } = this.script;
    if (!text.trim()) return 0;
    // Read in the language the video speaks, as the server counts it.
    return estimateSeconds(
      text,
      'value' in rate ? rate.value : RATE_DEFAULT,
      isOutputLanguage(this.language) ? this.language : 'zh',
    );
  }

  get seconds(): number {
    return billedSeconds(this.model, this.rawSeconds);
  }

  /** The computing power the video will cost, shown before submitting. */
  get cost(): number {
    return videoCost(this.model, this.seconds);
  }

  async load(): Promise<void> {
    const [timbres] = await Promise.all([voiceApi.listTimbre(), this.gallery.load()]);
    runInAction(() => this.script.setTimbres(this.deps.records.voices.putAll(timbres)));
    if (this.gallery.error) throw new Error(this.gallery.error);
    await this.findChosen();
  }

  /**
   * A digital human chosen before the gallery showed it (a draft, or Make a video on a card of another page) is
   * looked for page by page, so the preview can show it; one that no longer exists is no longer chosen.
   */
  private async findChosen(): Promise<void> {
    const id = this.avatarId;
    if (!id || this.deps.records.avatars.get(id)) return;
    for (let pageNum = 1; ; pageNum++) {
      const page = await avatarApi.listAvatar({ pageNum, pageSize: FIND_PAGE_SIZE });
      const found = page.list.find((a) => a.id === id);
      if (found) {
        this.deps.records.avatars.put(found);
        runInAction(() => {
          if (found.status === 'processing') this.avatarId = '';
          else this.setAvatar(id);
        });
        return;
      }
      if (pageNum * FIND_PAGE_SIZE >= page.total) break;
    }
    runInAction(() => {
      if (this.avatarId === id) this.avatarId = '';
    });
  }

  /** The refused words still in the script: the mark goes once a word has been changed. */
  get flaggedLeft(): string[] {
    const text = [this.name, this.script.text, this.coverTitle, this.cardName, this.cardIntro].join('\n').toLowerCase();
    return this.flaggedWords.filter((w) => text.includes(w.toLowerCase()));
  }

  /**
   * Edit and resubmit: every choice and text of a failed or refused work, as it was submitted (its uploads aside:
   * they are chosen again), with the banned words it was refused for marked.
   */
  async resubmit(id: string): Promise<void> {
    const { input: i, flaggedWords } = await taskApi.taskInput({ id });
    runInAction(() => {
      this.resubmitOf = i.name;
      this.flaggedWords = flaggedWords;
      this.name = i.name;
      this.language = i.language;
      this.scriptType = i.scriptType;
      this.script.setVoice(i.voiceId);
      this.script.setText(i.text);
      this.script.setRate(String(i.rate));
      this.model = i.model;
      this.agreed = false;
      const s = i.senior;
      if (this.senior && s) {
        this.orientation = s.orientation;
        this.orientationChosen = true;
        this.coverTitle = s.cover.title;
        this.coverFont = s.cover.fontStyle;
        this.coverSize = s.cover.fontSize;
        this.cardOn = s.card !== null && s.card !== undefined;
        if (s.card)
          this.setCard({ name: s.card.name, intro: s.card.intro, size: s.card.fontSize, style: s.card.style });
      }
    });
    await this.choose(i.avatarId);
  }

  /** Chooses a digital human by id (Make a video on its card), looking for it when the gallery has not shown it. */
  async choose(id: string): Promise<void> {
    runInAction(() => this.setAvatar(id));
    await this.findChosen();
  }

  /** Shows the digital humans whose name holds `name`, from the first page. */
  search(name: string): Promise<void> {
    return this.gallery.setFilter({ name });
  }

  /** Plays a sample of a voice (brands with showAudition); the same voice again stops it. */
  async audition(id: string): Promise<void> {
    if (this.auditionOf === id) {
      this.stopAudition();
      return;
    }
    // Heard as the video will speak: in its output language, at its rate.
    const rate = this.script.rate;
    const { url } = await voiceApi.auditionVoice({
      id,
      ...(isOutputLanguage(this.language) ? { language: this.language } : {}),
      ...('value' in rate ? { rate: rate.value } : {}),
    });
    runInAction(() => {
      this.auditionOf = id;
      this.auditionUrl = url;
    });
  }

  stopAudition(): void {
    this.auditionOf = '';
    this.auditionUrl = '';
  }

  setName(v: string): void {
    this.name = v;
  }
  /** Chooses a digital human; one still being cut out cannot be chosen yet (the gallery shows it disabled). */
  setAvatar(id: string): void {
    if (this.deps.records.avatars.get(id)?.status === 'processing') return;
    this.avatarId = id;
    const a = this.avatar;
    if (a && !this.orientationChosen) this.orientation = a.orientation;
  }
  setVoice(id: string): void {
    this.script.setVoice(id);
  }
  setLanguage(v: string): void {
    this.language = v;
  }
  setScriptType(v: ScriptType): void {
    this.scriptType = v;
  }
  setText(v: string): void {
    this.script.setText(v);
  }
  setModel(m: VideoModel): void {
    this.model = m;
  }
  setAgreed(v: boolean): void {
    this.agreed = v;
  }
  setOrientation(o: TaskOrientation): void {
    this.orientation = o;
    this.orientationChosen = true;
  }
  setBackgroundKind(k: 'image' | 'video'): void {
    this.backgroundKind = k;
    this.background.setKind(k === 'image' ? 'backgroundImage' : 'video');
  }
  setCover(patch: Partial<{ title: string; font: FontStyle; size: number }>): void {
    if (patch.title !== undefined) this.coverTitle = patch.title;
    if (patch.font !== undefined) this.coverFont = patch.font;
    if (patch.size !== undefined) this.coverSize = patch.size;
  }
  setCard(patch: Partial<{ on: boolean; name: string; intro: string; size: number; style: CardStyle }>): void {
    if (patch.on !== undefined) this.cardOn = patch.on;
    if (patch.name !== undefined) this.cardName = patch.name;
    if (patch.intro !== undefined) this.cardIntro = patch.intro;
    if (patch.size !== undefined) this.cardSize = Math.max(CARD_FONT_MIN, patch.size);
    if (patch.style !== undefined) this.cardStyle = patch.style;
  }

  get scriptInput(): TaskScriptInput {
    const { voiceId, text, rate } = this.script;
    return {
      name: this.name,
      avatarId: this.avatarId,
      voiceId,
      language: this.language,
      scriptType: this.scriptType,
      text: text.trim(),
      rate: 'value' in rate ? rate.value : Number.NaN,
      audioSourceId: this.audio.source?.sourceId ?? '',
      model: this.model,
      agreed: this.agreed,
    };
  }

  get seniorInput(): TaskSeniorInput {
    const bg = this.background.source;
    return {
      orientation: this.orientation,
      background: bg ? { kind: this.backgroundKind, sourceId: bg.sourceId } : null,
      cover: {
        title: this.coverTitle.trim(),
        fontStyle: this.coverFont,
        fontSize: this.coverSize,
        imageSourceId: this.coverImage.source?.sourceId ?? '',
      },
      card: this.cardOn
        ? { name: this.cardName.trim(), intro: this.cardIntro.trim(), fontSize: this.cardSize, style: this.cardStyle }
        : null,
    };
  }

  /**
   * Confirm: over-long text is cut to the timbre's limit, and for the free model text spoken longer than 60 s is cut
   * to 60 s (docs/product.md#limits-and-validation); then the first problem, if any.
   */
  prepare(): Prepared {
    let limit: number | null = null;
    let toSeconds = false;
    const script = this.script;
    if (this.scriptType === 'text') {
      if (script.cutToMax()) limit = script.max;
      const r = script.rate;
      if (this.model === 'free' && 'value' in r) {
        const s = cutToSeconds(script.text, r.value, FREE_MODEL_MAX_S);
        if (s.cut) {
          script.setText(s.text);
          toSeconds = true;
        }
      }
    }
    const rate = script.rate;
    const problem =
      checkScriptInput(this.scriptInput, script.tier, this.audio.source?.duration) ??
      (this.scriptType === 'text' && 'error' in rate ? { script: rate.error } : null) ??
      (this.senior ? checkSeniorInput(this.seniorInput) : null);
    return { cutToLimit: limit, cutToSeconds: toSeconds, problem };
  }

  /**
   * Submits; resolves null when VIP had expired or power was short (the contact-agent dialog is already shown with
   * the server's message, and nothing was spent), or when the service refused it otherwise (`failure` says what
   * happened and whether the balance changed, from the balance read again).
   */
  async submit(): Promise<TaskDto | null> {
    const req: CreateTaskRequest = {
      ...this.scriptInput,
      mode: this.senior ? 'senior' : 'basic',
      ...(this.senior ? { senior: this.seniorInput } : {}),
    };
    this.failure = null;
    const before = this.deps.session.user?.unifiedComputingPower;
    const balance = () =>
      this.deps.session.refreshUser().then(
        () => this.deps.session.user?.unifiedComputingPower,
        () => undefined,
      );
    try {
      const task = await taskApi.createTask(req);
      void balance();
      return task;
    } catch (e) {
      const after = balance();
      if (e instanceof ApiError && e.code === CODE_VIP_EXPIRED) {
        void this.deps.dialog.open({ mode: 'contactAgent', message: e.message });
        return null;
      }
      if (handlePowerShort(e, this.deps.dialog)) return null;
      // Shown already (a -1 warning, the re-login box) or dropped with its session: not said twice.
      if (!isApiError(e) || e.handled || isCancelled(e)) throw e;
      const now = await after;
      runInAction(() => {
        this.failure = { message: e.message, charged: chargedBetween(before, now), balance: now ?? null };
      });
      return null;
    }
  }

  /** What is kept of the video being made across a forced sign-out: every choice and text; uploads aside. */
  toDraft(): Draft {
    return {
      name: this.name,
      avatarId: this.avatarId,
      language: this.language,
      scriptType: this.scriptType,
      script: this.script.toDraft(),
      model: this.model,
      agreed: this.agreed,
      ...(this.senior
        ? {
            orientation: this.orientation,
            orientationChosen: this.orientationChosen,
            coverTitle: this.coverTitle,
            coverFont: this.coverFont,
            coverSize: this.coverSize,
            cardOn: this.cardOn,
            cardName: this.cardName,
            cardIntro: this.cardIntro,
            cardSize: this.cardSize,
            cardStyle: this.cardStyle,
          }
        : {}),
    };
  }

  /** Puts back a kept draft; a field it lacks, or holds a value no longer offered, stays as it is. */
  restore(d: Draft | undefined): void {
    if (!d) return;
    this.name = draftString(d, 'name') ?? this.name;
    this.avatarId = draftString(d, 'avatarId') ?? this.avatarId;
    this.language = draftString(d, 'language') ?? this.language;
    this.scriptType = draftChoice(d, 'scriptType', SCRIPT_TYPES) ?? this.scriptType;
    this.script.restore(draftPart(d, 'script'));
    this.model = draftChoice(d, 'model', VIDEO_MODELS) ?? this.model;
    this.agreed = draftBoolean(d, 'agreed') ?? this.agreed;
    if (!this.senior) return;
    this.orientation = draftChoice(d, 'orientation', ORIENTATIONS) ?? this.orientation;
    this.orientationChosen = draftBoolean(d, 'orientationChosen') ?? this.orientationChosen;
    this.coverTitle = draftString(d, 'coverTitle') ?? this.coverTitle;
    this.coverFont = draftChoice(d, 'coverFont', FONT_STYLES) ?? this.coverFont;
    this.coverSize = draftNumber(d, 'coverSize') ?? this.coverSize;
    this.cardOn = draftBoolean(d, 'cardOn') ?? this.cardOn;
    this.cardName = draftString(d, 'cardName') ?? this.cardName;
    this.cardIntro = draftString(d, 'cardIntro') ?? this.cardIntro;
    this.cardSize = Math.max(CARD_FONT_MIN, draftNumber(d, 'cardSize') ?? this.cardSize);
    this.cardStyle = draftChoice(d, 'cardStyle', CARD_STYLES) ?? this.cardStyle;
  }

  dispose(): void {
    this.gallery.dispose();
    this.audio.cancel();
    this.background.cancel();
    this.coverImage.cancel();
  }
}

/** A refused submit: the service's words, what it cost, and the balance read after it (null: not read). */
export interface SubmitFailure {
  message: string;
  /** Power the balance lost between the submit and the read after it; null when either is unknown. */
  charged: number | null;
  balance: number | null;
}
