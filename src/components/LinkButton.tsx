import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

/**
 * A link to another page of the console that looks like a Blueprint button: a hint that names a page takes the person
 * there (a real link, so it opens in a new tab too), where a plain button would only describe the way.
 */
export function LinkButton({ to, text, icon, intent }: { to: string; text: string; icon?: IconName; intent?: Intent }) {
  const classes = [Classes.BUTTON, intent ? Classes.intentClass(intent) : ''].join(' ').trim();
  return (
    <Link to={to} className={classes}>
      {icon && <Icon icon={icon} />}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
