/** A promise settled by a call: when a part of the page is first committed. */
function mountSignal(): { mounted: Promise<void>; mark: () => void } {
  let mark: () => void = () => {};
  const mounted = new Promise<void>((r) => {
    mark = () => r();
  });
  return { mounted, mark };
}

const shell = mountSignal();
/**
 * Settles when the root shell's effects first run: the first render (or the shell of the prerendered sign-in page) is
 * committed.
 */
export const shellMounted = shell.mounted;
export const markShellMounted = shell.mark;

/**
 * The prerendered sign-in page's parts React hydrates on their own, each a render and a commit after the page around
 * it (src/firstScreen/HydratedApart.tsx): the sign-in form, then its inputs (an input measures itself and draws again
 * inside its commit). The build checks that each prerendered sign-in page has exactly these.
 */
export const SIGN_IN_PARTS = ['login', 'login.mobile', 'login.password'] as const;
export type SignInPart = (typeof SIGN_IN_PARTS)[number];

const parts = new Map(SIGN_IN_PARTS.map((p) => [p, mountSignal()]));
/**
 * Settles once every part is committed. Start-up waits for it before anything may change what the page drew (the
 * brand's answer, a submit made before the page was live): a part still to be hydrated that found something else
 * would be drawn again, and what was typed into it lost.
 */
export const signInFormsMounted: Promise<void> = Promise.all([...parts.values()].map((s) => s.mounted)).then(() => {});
export const markPartMounted = (part: SignInPart): void => parts.get(part)?.mark();
