import type { AvatarDto, PersonRowDto } from '../api/types';
import { action, makeObservable, observable } from 'mobx';

/**
 * One object per record, by id (as Outline's `Store<T>`): every list and editor that shows a record holds the same
 * object, so an edit made through one (a rename answered by the server) is seen by all the others at once, with no
 * reload. Answers are put in through `put`: the object already held for that id takes the answer's fields in place.
 *
 * The kinds held so: digital humans and voices (their lists and the editors), and people (my clients, my agents and
 * a person's subordinates: a recharge or an agent set in one is the same person in the others). The other kinds are
 * shown in one place only, so one object each already: AI audio and works (their own page's list; the editors make
 * them but never show them), packages (the package page's one list), boss assistants (their one page); orders,
 * ledger entries and change-log entries are history, never edited once written.
 */
export class Records<T extends object> {
  private readonly byId = observable.map<string, T>({}, { deep: false });

  /** `keyOf`: a record's id (`id` for most kinds, `userId` for people). */
  constructor(private readonly keyOf: (record: T) => string) {
    makeObservable(this, { put: action, putAll: action, drop: action, clear: action });
  }

  /**
   * The one object for this record, updated with `dto`'s fields. A record read through two calls of different shapes
   * (a voice in the voice list and in the editor's voices) is one object holding both; `R` is the shape this caller
   * reads, which the object has once `dto` is in.
   */
  put<R extends T>(dto: R): R {
    const held = this.byId.get(this.keyOf(dto));
    if (held) {
      Object.assign(held, dto);
      return held as R;
    }
    const made = observable(dto, {}, { deep: false });
    this.byId.set(this.keyOf(made), made);
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

const byId = (r: { id: string }): string => r.id;

/** People by their user id: the reseller lists and a person's subordinates. */
export const personRecords = (): Records<PersonRowDto> => new Records<PersonRowDto>((p) => p.userId);

/** The records the asset areas share: digital humans (My digital humans, both editors) and voices (voice cloning, the editors' voice list). */
export class AssetRecords {
  readonly avatars = new Records<AvatarDto>(byId);
  readonly voices = new Records<{ id: string; name: string }>(byId);

  clear(): void {
    this.avatars.clear();
    this.voices.clear();
  }
}
