/**
 * Settles when the root shell's effects first run: the first render (or the hydration of the prerendered sign-in page)
 * is committed. Start-up waits for it before anything may change what that render drew (the brand's answer, a submit
 * made before the page was live).
 */
let resolve: () => void = () => {};
export const shellMounted: Promise<void> = new Promise((r) => {
  resolve = r;
});
export const markShellMounted = (): void => resolve();
