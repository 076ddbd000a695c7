import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../app/chooseLanguage';
import { isLanguage, SELECTABLE_LANGUAGES } from '../domain/language';
import { useStores } from '../stores/RootStore';

/** The language selector; while signed in the choice is also saved to the account. */
export const LanguageSelect = observer(function LanguageSelect() {
  const { t } = useTranslation();
  const { locale } = useStores();
  return (
    <HTMLSelect
      aria-label={t('nav.language')}
      value={locale.language}
      minimal
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isLanguage(v)) chooseLanguage(locale, v);
      }}
      options={SELECTABLE_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
});
