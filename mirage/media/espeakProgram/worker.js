/**
 * eSpeak NG as a program of its own: this worker loads nothing but the engine's loader (espeak-ng.js) and its
 * WebAssembly, both copied unchanged from the `espeak-ng` npm package beside this file. A caller posts
 * `{ id, args, input }` (the command line of `espeak-ng` and the text it reads from /in.txt); the worker runs the
 * program once and answers `{ id, output, phonemes }` with the bytes it wrote to /out.wav and the text it wrote to
 * /ph.txt (its phoneme mnemonics, when the command line asks for them with `-x --phonout=/ph.txt`; else ''), or
 * `{ id, error }`.
 *
 * This file is part of the program's distribution (see COPYING and SOURCE.md beside it): it is MIT-licensed, which
 * GPL-3.0-or-later allows to be combined with the engine. Whoever uses the program talks to it only by these
 * messages, as a shell runs a command.
 */
const version = new URL(import.meta.url).search;
let loader = null;
let compiled = null;

const engine = () => {
  loader ??= import(`./espeak-ng.js${version}`).then((m) => m.default);
  // Compiled from its bytes rather than streamed: a static host that serves .wasm without its MIME type still works.
  compiled ??= fetch(new URL(`./espeak-ng.wasm${version}`, import.meta.url))
    .then((r) => {
      if (!r.ok) throw new Error(`the speech engine did not load (${r.status})`);
      return r.arrayBuffer();
    })
    .then((bytes) => WebAssembly.compile(bytes));
  return Promise.all([loader, compiled]);
};

self.onmessage = async (e) => {
  const { id, args, input } = e.data;
  try {
    const [ESpeakNg, module] = await engine();
    const run = await ESpeakNg({
      arguments: args,
      print: () => {},
      printErr: () => {},
      preRun: [(m) => m.FS.writeFile('/in.txt', input)],
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
        return {};
      },
    });
    const output = run.FS.readFile('/out.wav');
    let phonemes = '';
    try {
      phonemes = new TextDecoder().decode(run.FS.readFile('/ph.txt'));
    } catch {
      // Not asked for: the command line wrote no phonemes.
    }
    self.postMessage({ id, output, phonemes }, [output.buffer]);
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
