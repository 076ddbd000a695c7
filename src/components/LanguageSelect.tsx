import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { toastError } from '../app/toaster';
import { isLanguage, SELECTABLE_LANGUAGES } from '../domain/language';
import { useStores } from '../stores/RootStore';
import { errorText } from '../lib/errorText';

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
            // http.ts has already shown a -1 warning or a re-login box: one message, not two.
            if (isApiError(err) && err.handled) return;
            void toastError(errorText(err));
          });
      }}
      options={SELECTABLE_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
});
