/** The Emscripten build of eSpeak NG (package espeak-ng): runs the command-line program once per instance. */
declare module 'espeak-ng' {
  interface EspeakFs {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }
  interface EspeakInstance {
    FS: EspeakFs;
  }
  interface EspeakOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: Array<(m: EspeakInstance) => void>;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }
  export default function ESpeakNg(options: EspeakOptions): Promise<EspeakInstance>;
}
