import { Button, Callout } from '@blueprintjs/core';

interface Props {
  /** The service's refusal, shown above the button with the form kept as typed. */
  serverError: string;
  busy: boolean;
  /** The button's words (Sign in, Register). */
  text: string;
  /** Its name while busy (Signing in…): Blueprint hides the words behind its spinner, which would leave it nameless. */
  busyText: string;
}

/** The foot of a sign-in page form: the service's refusal, if any, then the one wide submit button. */
export function FormSubmit({ serverError, busy, text, busyText }: Props) {
  return (
    <>
      {serverError && (
        <Callout intent="danger" role="alert" className="login-server-error" compact>
          {serverError}
        </Callout>
      )}
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={busy}
        text={text}
        aria-busy={busy}
        aria-label={busy ? busyText : undefined}
      />
    </>
  );
}
