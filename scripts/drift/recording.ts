import { appendFileSync, writeFileSync } from 'node:fs';
import { makeMasker, type MaskOptions } from './mask.ts';
import { type Exchange, type RecordedCall, recordOf } from './session.ts';

/**
 * A recording being written: each exchange, masked, appended as one line as soon as its answer is complete (a
 * recorder stopped with Ctrl+C, or killed, keeps every call it finished). The file starts empty.
 */
export class Recording {
  private seq = 0;
  private readonly mask;
  readonly calls: RecordedCall[] = [];

  constructor(
    readonly file: string | null,
    mask: MaskOptions,
  ) {
    this.mask = makeMasker(mask);
    if (file) writeFileSync(file, '');
  }

  /** The next call's number (1-based): taken when the call arrives, so the lines keep the order calls were sent in. */
  next(): number {
    this.seq += 1;
    return this.seq;
  }

  add(x: Exchange): RecordedCall {
    const call = recordOf(x, this.mask);
    this.calls.push(call);
    if (this.file) appendFileSync(this.file, `${JSON.stringify(call)}\n`);
    return call;
  }
}
