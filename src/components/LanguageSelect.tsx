import { HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../app/chooseLanguage';
import { isLanguage, SELECTABLE_LANGUAGES } from '../domain/language';
import { useStores } from '../stores/RootStore';

/**
 * The select's caret only repeats what the select is (a combobox named by its label): drawn untitled, Blueprint hides
 * it from assistive technology. (Titled, it would read "Open dropdown" in English on the prerendered sign-in page.)
 */
const UNTITLED_CARET = { title: undefined };

/**
 * The language selector; while signed in the choice is also saved to the account. `short`: each language by its short
 * name (EN, ES, 中文, 日本), so a phone's top bar keeps room for the brand's name.
 */
export const LanguageSelect = observer(function LanguageSelect({ short = false }: { short?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const select = useRef<HTMLSelectElement>(null);
  // Hydrated over the prerendered sign-in page, the select may show a language picked before the console was live:
  // that choice is carried out now.
  useEffect(() => {
    const shown = select.current?.value;
    if (shown && shown !== locale.language && isLanguage(shown)) chooseLanguage(locale, shown);
  }, [locale]);
  return (
    <HTMLSelect
      ref={select}
      aria-label={t('nav.language')}
      value={locale.language}
      minimal
      iconProps={UNTITLED_CARET}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isLanguage(v)) chooseLanguage(locale, v);
      }}
      options={SELECTABLE_LANGUAGES.map((l) => ({
        value: l,
        label: short ? t(`languageShort.${l}`) : t(`language.${l}`),
      }))}
    />
  );
});
