import type { AvatarDto } from '../api/types';
import { action, makeObservable, observable } from 'mobx';

/**
 * One object per record, by id (as Outline's `Store<T>`): every list and editor that shows a record holds the same
 * object, so an edit made through one (a rename answered by the server) is seen by all the others at once, with no
 * reload. Answers are put in through `put`: the object already held for that id takes the answer's fields in place.
 */
export class Records<T extends { id: string }> {
  private readonly byId = observable.map<string, T>({}, { deep: false });

  constructor() {
    makeObservable(this, { put: action, putAll: action, drop: action, clear: action });
  }

  /**
   * The one object for this record, updated with `dto`'s fields. A record read through two calls of different shapes
   * (a voice in the voice list and in the editor's voices) is one object holding both; `R` is the shape this caller
   * reads, which the object has once `dto` is in.
   */
  put<R extends T>(dto: R): R {
    const held = this.byId.get(dto.id);
    if (held) {
      Object.assign(held, dto);
      return held as R;
    }
    const made = observable(dto, {}, { deep: false });
    this.byId.set(dto.id, made);
    return made;
  }

  putAll<R extends T>(list: readonly R[]): R[] {
    return list.map((r) => this.put(r));
  }

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  /** The record is gone (deleted): nothing finds it by id any more. */
  drop(id: string): void {
    this.byId.delete(id);
  }

  /** Another person may sign in next. */
  clear(): void {
    this.byId.clear();
  }
}

/** The records the asset areas share: digital humans (My digital humans, both editors) and voices (voice cloning, the editors' voice list). */
export class AssetRecords {
  readonly avatars = new Records<AvatarDto>();
  readonly voices = new Records<{ id: string; name: string }>();

  clear(): void {
    this.avatars.clear();
    this.voices.clear();
  }
}
