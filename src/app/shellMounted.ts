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

const loginForm = mountSignal();
const registerForm = mountSignal();
/**
 * The prerendered sign-in page is hydrated in parts, each a commit of its own (src/pages/login/LoginPage.tsx): the
 * page around the forms, then each form. Settles once both forms are committed. Start-up waits for it before anything
 * may change what the page drew (the brand's answer, a submit made before the page was live): a part still to be
 * hydrated that found something else would be drawn again, and what was typed into it lost.
 */
export const signInFormsMounted: Promise<void> = Promise.all([loginForm.mounted, registerForm.mounted]).then(() => {});
export const markLoginFormMounted = loginForm.mark;
export const markRegisterFormMounted = registerForm.mark;
