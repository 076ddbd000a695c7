let markShell: () => void = () => {};
/**
 * Settles when the root shell's effects first run: the first render (or the hydration of the prerendered sign-in
 * page) is committed, and the console is live.
 */
export const shellMounted = new Promise<void>((resolve) => {
  markShell = resolve;
});
export const markShellMounted = (): void => markShell();
