import { type ReactNode, Suspense, useEffect } from 'react';
import { markPartMounted, type SignInPart } from '../app/shellMounted';

/** Says once the part of the page it is drawn in is committed. */
function Mounted({ part }: { part: SignInPart }): null {
  useEffect(() => markPartMounted(part), [part]);
  return null;
}

/**
 * A part of the prerendered sign-in page that React hydrates on its own: each Suspense boundary of a hydrated page is
 * a render and a commit of its own, after the page around it. The page and both forms hydrated in one commit (each
 * input measures itself and draws again inside the commit, and every effect of the page runs with it) was a task of
 * ~100 ms on a slow phone, in which a key press waits. Nothing here suspends: drawn by the console rather than
 * hydrated, a boundary is only its children.
 */
export function HydratedApart({ part, children }: { part: SignInPart; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Mounted part={part} />
    </Suspense>
  );
}
