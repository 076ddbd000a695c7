import { AnchorButton, Card, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useHydrating } from '../../firstScreen/useHydrating';
import { safeRedirect } from '../../router/helpers';
import { HOME_PATH } from '../../router/table';
import { useStores } from '../../stores/RootStore';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { SignInMark } from './SignInMark';

/*
 * The page's rules (login.css) are in the first stylesheet, imported by src/main.tsx: the prerendered page is laid out
 * with them before any script.
 *
 * The brand's parts of the page (background, mark, name) are components of their own: on a first visit the brand
 * arrives after the page is live, and only they draw again, not the two forms (on a slow phone a whole page drawn
 * again is a task of over 100 ms in which a key press waits).
 */
const Backdrop = observer(function Backdrop({ children }: { children: ReactNode }) {
  const bg = useStores().brand.brand?.oemBg;
  return (
    <div className="login-page" style={bg ? { backgroundImage: `url(${bg})` } : undefined}>
      {children}
    </div>
  );
});

const Title = observer(function Title({ registering }: { registering: boolean }) {
  const { t, i18n } = useTranslation();
  const name = useStores().brand.nameIn(i18n.language) || t('app.defaultName');
  return <h1 className={Classes.HEADING}>{registering ? t('register.title') : t('login.title', { brand: name })}</h1>;
});

/** Sign in and registration, on the brand's own background. Once drawn, both forms stay mounted so switching loses nothing. */
function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  // The prerendered page is the sign-in form: a switch to registration clicked before the script ran (a link, so the
  // address changed) is drawn right after hydration.
  const hydrating = useHydrating();
  const registering = params.get('mode') === 'register' && !hydrating;
  // The registration form is drawn the first time it is asked for (an invitation link, or the switch below), then
  // stays mounted. It is not in the prerendered page: its five inputs, hydrated with the sign-in form, made the
  // longest task of a slow phone's start-up, for a form most visitors never open.
  const [registerDrawn, setRegisterDrawn] = useState(registering);
  if (registering && !registerDrawn) setRegisterDrawn(true);

  const { session, work } = useStores();
  const goOn = () => {
    // Signed out by the server (204, re-login) and back as the same account: to the page it happened on; another
    // account does not follow the first one's way back.
    navigate(safeRedirect(work.returnTo(session.userId, params.get('redirect')), HOME_PATH), { replace: true });
  };
  // The other form's address: a link, which works before the console is live (the router starts at it).
  const other = new URLSearchParams(params);
  if (registering) other.delete('mode');
  else other.set('mode', 'register');
  const otherQuery = other.size ? `?${other}` : '';
  // The line under the title: drawn in the title's room (unseen, to size it) and under the title itself.
  const subtitle = <p className={Classes.TEXT_MUTED}>{t('login.subtitle')}</p>;

  return (
    <Backdrop>
      <div className="login-lang">
        <LanguageSelect />
      </div>
      <Card className="login-card" elevation={3}>
        <header className="login-header">
          <SignInMark />
          {/* The heading names the brand, which a first visit learns once the console is live: the title's room is
              that of a two-line heading over the line below it (login.css), so a longer name arriving moves nothing
              of the form; the title is centred in that room. */}
          <div className="login-title">
            <div className="login-title-room" aria-hidden="true">
              <div className="login-title-lines" />
              {subtitle}
            </div>
            <div className="login-title-text">
              <Title registering={registering} />
              {subtitle}
            </div>
          </div>
        </header>
        <div hidden={registering}>
          <LoginForm onSignedIn={goOn} />
        </div>
        <div hidden={!registering}>
          {registerDrawn && <RegisterForm initialInviteCode={params.get('inviteCode') ?? ''} onRegistered={goOn} />}
        </div>
        <footer className="login-switch">
          {registering ? t('login.hasAccount') : t('login.noAccount')}{' '}
          <AnchorButton
            variant="minimal"
            intent="primary"
            href={`#${pathname}${otherQuery}`}
            onClick={(e) => {
              e.preventDefault();
              setParams(other, { replace: true });
            }}
            text={registering ? t('login.toLogin') : t('login.toRegister')}
          />
        </footer>
      </Card>
    </Backdrop>
  );
}

export default observer(LoginPage);
