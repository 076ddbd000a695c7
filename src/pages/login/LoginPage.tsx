import { Button, Card, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { NEUTRAL_MARK } from '../../firstScreen/neutralMark';
import { safeRedirect } from '../../router/helpers';
import { HOME_PATH } from '../../router/table';
import { useStores } from '../../stores/RootStore';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './login.css';

/** Sign in and registration, on the brand's own background. Both forms stay mounted so switching loses nothing. */
function LoginPage() {
  const { t, i18n } = useTranslation();
  const { brand } = useStores();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const registering = params.get('mode') === 'register';
  const name = brand.nameIn(i18n.language) || t('app.defaultName');

  const goOn = () => {
    navigate(safeRedirect(params.get('redirect'), HOME_PATH), { replace: true });
  };
  const switchTo = (mode: 'login' | 'register') => {
    const next = new URLSearchParams(params);
    if (mode === 'register') next.set('mode', 'register');
    else next.delete('mode');
    setParams(next, { replace: true });
  };

  const bg = brand.brand?.oemBg;
  return (
    <div className="login-page" style={bg ? { backgroundImage: `url(${bg})` } : undefined}>
      <div className="login-lang">
        <LanguageSelect />
      </div>
      <Card className="login-card" elevation={3}>
        <header className="login-header">
          {/* Always an image, so the page does not move when the brand arrives: a neutral mark until it does. */}
          <img src={brand.brand?.oemLogo || NEUTRAL_MARK} alt="" width={48} height={48} />
          <div>
            <h1 className={Classes.HEADING}>{registering ? t('register.title') : t('login.title', { brand: name })}</h1>
            <p className={Classes.TEXT_MUTED}>{t('login.subtitle')}</p>
          </div>
        </header>
        <div hidden={registering}>
          <LoginForm initialMobile="" onSignedIn={goOn} />
        </div>
        <div hidden={!registering}>
          <RegisterForm initialInviteCode={params.get('inviteCode') ?? ''} onRegistered={goOn} />
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
    </div>
  );
}

export default observer(LoginPage);
