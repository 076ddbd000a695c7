import { Alert, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/RootStore';
import { useFocusReturn } from '../components/useFocusReturn';

/**
 * The re-login box of codes 50008/50012/50014 (docs/product.md). A chunk of its own, fetched the first time the box
 * is needed: Blueprint's overlay engine is not part of the sign-in page's first load.
 */
function ReloginAlert() {
  const { t } = useTranslation();
  const { ui } = useStores();
  useFocusReturn(ui.relogin !== null);
  return (
    <Alert
      isOpen={ui.relogin !== null}
      intent="primary"
      icon="log-out"
      confirmButtonText={t('errors.relogin')}
      cancelButtonText={t('errors.stay')}
      onConfirm={() => ui.answerRelogin(true)}
      onCancel={() => ui.answerRelogin(false)}
    >
      <h2 className={Classes.HEADING}>{t('errors.reloginTitle')}</h2>
      <p>{ui.relogin?.message || t('errors.reloginMessage')}</p>
    </Alert>
  );
}

export default observer(ReloginAlert);
