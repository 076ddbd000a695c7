import { Button, Card, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { markLoginFormMounted, markRegisterFormMounted } from '../../app/shellMounted';
import { LanguageSelect } from '../../components/LanguageSelect';
import { NEUTRAL_MARK } from '../../firstScreen/neutralMark';
import { safeRedirect } from '../../router/helpers';
import { HOME_PATH } from '../../router/table';
import { useStores } from '../../stores/RootStore';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './login.css';

/*
 * The brand's parts of the page (background, logo, name) are components of their own: on a first visit the brand
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

/** Always an image, so the page does not move when the brand arrives: a neutral mark until it does. */
const BrandMark = observer(function BrandMark() {
  return <img src={useStores().brand.brand?.oemLogo || NEUTRAL_MARK} alt="" width={48} height={48} />;
});

const Title = observer(function Title({ registering }: { registering: boolean }) {
  const { t, i18n } = useTranslation();
  const name = useStores().brand.nameIn(i18n.language) || t('app.defaultName');
  return <h1 className={Classes.HEADING}>{registering ? t('register.title') : t('login.title', { brand: name })}</h1>;
});

/** Calls `then` once the part of the page it is drawn in is committed. */
function Mounted({ then }: { then: () => void }): null {
  useEffect(then, [then]);
  return null;
}

/**
 * A part of the page React hydrates on its own: each Suspense boundary of the prerendered page is a render and a commit
 * of its own, after the page around it. Hydrating the page and both forms in one commit (each input measures itself
 * and draws again inside the commit) was a task of ~100 ms on a slow phone, in which a key press waits. Nothing here
 * suspends, so drawn by the console (not hydrated) a boundary is only its children.
 */
function HydratedApart({ children, then }: { children: ReactNode; then: () => void }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Mounted then={then} />
    </Suspense>
  );
}

/** Sign in and registration, on the brand's own background. Both forms stay mounted so switching loses nothing. */
function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const registering = params.get('mode') === 'register';

  const goOn = () => {
    navigate(safeRedirect(params.get('redirect'), HOME_PATH), { replace: true });
  };
  const switchTo = (mode: 'login' | 'register') => {
    const next = new URLSearchParams(params);
    if (mode === 'register') next.set('mode', 'register');
    else next.delete('mode');
    setParams(next, { replace: true });
  };

  return (
    <Backdrop>
      <div className="login-lang">
        <LanguageSelect />
      </div>
      <Card className="login-card" elevation={3}>
        <header className="login-header">
          <BrandMark />
          <div>
            <Title registering={registering} />
            <p className={Classes.TEXT_MUTED}>{t('login.subtitle')}</p>
          </div>
        </header>
        <div hidden={registering}>
          <HydratedApart then={markLoginFormMounted}>
            <LoginForm initialMobile="" onSignedIn={goOn} />
          </HydratedApart>
        </div>
        <div hidden={!registering}>
          <HydratedApart then={markRegisterFormMounted}>
            <RegisterForm initialInviteCode={params.get('inviteCode') ?? ''} onRegistered={goOn} />
          </HydratedApart>
        </div>
        <footer className="login-switch">
          {registering ? t('login.hasAccount') : t('login.noAccount')}{' '}
          <Button
            variant="minimal"
            intent="primary"
            onClick={() => switchTo(registering ? 'login' : 'register')}
            text={registering ? t('login.toLogin') : t('login.toRegister')}
          />
        </footer>
      </Card>
    </Backdrop>
  );
}

export default observer(LoginPage);
