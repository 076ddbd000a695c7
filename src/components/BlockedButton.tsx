import { Button, type ButtonProps, Classes, Tooltip } from '@blueprintjs/core';

/**
 * A button for an action that cannot work now: shown disabled, with the reason on hover and on keyboard focus (a
 * plainly disabled button can be neither focused nor asked why). A click still reaches `onClick`, whose guard says
 * the reason again rather than doing nothing. With no reason it is the plain button.
 */
export function BlockedButton({ reason, ...props }: ButtonProps & { reason: string | null }) {
  if (!reason) return <Button {...props} />;
  return (
    <Tooltip content={<span role="tooltip">{reason}</span>} placement="top" compact>
      <Button
        {...props}
        className={[props.className, Classes.DISABLED].filter(Boolean).join(' ')}
        aria-disabled
        aria-description={reason}
      />
    </Tooltip>
  );
}
