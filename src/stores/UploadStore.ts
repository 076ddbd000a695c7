import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from '../api/errors';
import type { SourceDto } from '../api/types';
import { UploadCancelled, type UploadJob, uploadFile } from '../api/upload';
import { checkFile, checkMeta, KIND_RULES, type MediaMeta, type RuleMessage, type UploadKind } from '../domain/upload';

export type UploadPhase = 'idle' | 'reading' | 'uploading' | 'done' | 'error' | 'cancelled';

/** Reads a file's own metadata (duration, size); the page passes the browser's reader, tests a stub. */
export type MediaProbe = (file: File, media: 'audio' | 'image' | 'video') => Promise<MediaMeta>;

/** What went wrong, as a rule message (translated by the page) or a server message (already translated). */
export type UploadError = { rule: RuleMessage } | { text: string };

/**
 * One file input's upload: the rules of its kind are checked before any byte is sent (type and size first, then the
 * duration or resolution read from the file), then the upload service sends it with progress, cancellable.
 */
export class UploadStore {
  kind: UploadKind;
  phase: UploadPhase = 'idle';
  progress = 0;
  fileName = '';
  meta: MediaMeta = {};
  error: UploadError | null = null;
  source: SourceDto | null = null;
  private job: UploadJob | null = null;

  constructor(
    kind: UploadKind,
    private readonly probe: MediaProbe,
  ) {
    this.kind = kind;
    makeAutoObservable<this, 'job' | 'probe'>(this, { job: false, probe: false });
  }

  get busy(): boolean {
    return this.phase === 'reading' || this.phase === 'uploading';
  }

  /** A different kind (hi-fi vs basic) has other limits: what was uploaded no longer counts. */
  setKind(kind: UploadKind): void {
    if (kind === this.kind) return;
    this.cancel();
    this.kind = kind;
    this.reset();
  }

  reset(): void {
    this.phase = 'idle';
    this.progress = 0;
    this.fileName = '';
    this.meta = {};
    this.error = null;
    this.source = null;
  }

  /** Checks and uploads a file; resolves with the saved source, or null when refused, failed or cancelled. */
  async choose(file: File): Promise<SourceDto | null> {
    this.cancel();
    this.reset();
    this.fileName = file.name;
    const typeOrSize = checkFile(this.kind, { name: file.name, size: file.size });
    if (typeOrSize) return this.fail({ rule: typeOrSize });
    this.phase = 'reading';
    let meta: MediaMeta;
    try {
      meta = await this.probe(file, KIND_RULES[this.kind].media);
    } catch {
      return this.fail({ rule: { key: 'upload.unreadable' } });
    }
    if (this.fileName !== file.name || this.phase !== 'reading') return null;
    const bad = checkMeta(this.kind, meta);
    runInAction(() => {
      this.meta = meta;
    });
    if (bad) return this.fail({ rule: bad });
    runInAction(() => {
      this.phase = 'uploading';
    });
    const job = uploadFile(this.kind, file, meta, (f) => runInAction(() => (this.progress = f)));
    this.job = job;
    try {
      const source = await job.promise;
      if (this.job !== job) return null;
      runInAction(() => {
        this.source = source;
        this.phase = 'done';
        this.progress = 1;
      });
      return source;
    } catch (e) {
      if (this.job !== job) return null;
      if (e instanceof UploadCancelled) {
        runInAction(() => {
          this.phase = 'cancelled';
        });
        return null;
      }
      return this.fail({ text: errorMessage(e, '') });
    } finally {
      if (this.job === job) this.job = null;
    }
  }

  cancel(): void {
    if (this.job) {
      this.job.cancel();
      this.job = null;
      this.phase = 'cancelled';
      this.progress = 0;
    } else if (this.phase === 'reading') {
      this.phase = 'cancelled';
    }
  }

  private fail(error: UploadError): null {
    runInAction(() => {
      this.error = error;
      this.phase = 'error';
    });
    return null;
  }
}
