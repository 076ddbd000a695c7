/**
 * How the fake service runs eSpeak NG: once per line spoken, as a command (its arguments and the text it reads),
 * answering the bytes of the WAV it wrote. The engine is GPL-3.0-or-later, so the console's code never links it: in
 * the browser it is a program of its own in a worker of its own (mirage/media/espeakProgram, shipped apart in
 * `espeak-ng/` with its licence and where its source is), talked to only by messages; Node (fake:serve, the unit
 * tests) runs the package's build directly (mirage/node/espeakDirect.ts), which ships nowhere.
 */
export type EspeakRun = (args: string[], input: string) => Promise<EspeakOutput>;

/** What one run wrote: the WAV (/out.wav), and the phoneme mnemonics (/ph.txt) when its arguments asked for them. */
export interface EspeakOutput {
  wav: Uint8Array;
  phonemes: string;
}

type ProgramReply = { id: number; output: Uint8Array; phonemes?: string } | { id: number; error: string };

/**
 * The program in its own worker, started on first use from `url` (an absolute address: the caller may itself be a
 * worker). A worker that fails to start fails every run waiting on it, and the next run starts another.
 */
export function espeakWorkerRun(url: string): EspeakRun {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, (reply: ProgramReply) => void>();
  const start = () => {
    const w = new Worker(url, { type: 'module' });
    w.onmessage = (e: MessageEvent<ProgramReply>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
    w.onerror = () => {
      for (const [id, done] of waiting) done({ id, error: 'the speech engine did not start' });
      waiting.clear();
      worker = null;
    };
    return w;
  };
  return (args, input) => {
    worker ??= start();
    const id = nextId++;
    const w = worker;
    return new Promise<EspeakOutput>((resolve, reject) => {
      waiting.set(id, (reply) =>
        'error' in reply
          ? reject(new Error(reply.error))
          : resolve({ wav: reply.output, phonemes: reply.phonemes ?? '' }),
      );
      w.postMessage({ id, args, input });
    });
  };
}
