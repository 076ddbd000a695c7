import ESpeakNg from 'espeak-ng';
import type { EspeakRun } from '../media/espeakRun';

/**
 * eSpeak NG run in this process from the `espeak-ng` package (Node: fake:serve and the unit tests). Nothing the
 * browser loads imports this file: there the engine is a program of its own (mirage/media/espeakRun.ts). The caller
 * hands it the compiled engine, so the 18 MB module is read once and only when something is first spoken.
 */
export function espeakDirect(wasm: () => Promise<WebAssembly.Module>): EspeakRun {
  return async (args, input) => {
    const module = await wasm();
    const engine = await ESpeakNg({
      arguments: args,
      print: () => {},
      printErr: () => {},
      preRun: [(m) => m.FS.writeFile('/in.txt', input)],
      instantiateWasm: (imports, done) => {
        void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
        return {};
      },
    });
    let phonemes = '';
    try {
      phonemes = new TextDecoder().decode(engine.FS.readFile('/ph.txt'));
    } catch {
      // Not asked for: the command line wrote no phonemes.
    }
    return { wav: engine.FS.readFile('/out.wav'), phonemes };
  };
}
