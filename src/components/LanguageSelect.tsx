import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toastError } from '../app/toaster';
import { isLanguage, SELECTABLE_LANGUAGES } from '../domain/language';
import { useStores } from '../stores/RootStore';
import { errorToShow } from '../lib/errorText';

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
        if (isLanguage(v))
          locale.choose(v).catch((err: unknown) => {
            // http.ts may have shown it already (a -1 warning, the re-login box): one message, not two.
            const text = errorToShow(err);
            if (text !== null) void toastError(text);
          });
      }}
      options={SELECTABLE_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
});
