/** The address of the speech program's worker script (scripts/espeakProgram.ts emits it apart from the console). */
declare module 'virtual:espeak-ng-program' {
  const url: string;
  export default url;
}
