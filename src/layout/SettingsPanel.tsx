import { Button, Classes, Drawer, DrawerSize, Icon, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLOR } from '../domain/constants';
import { followsBrand, THEME_PRESETS, themeColorFor } from '../domain/theme';
import { useStores } from '../stores/RootStore';
import { useEscapeCloses } from '../components/useEscapeCloses';
import { useFocusReturn } from '../components/useFocusReturn';
import { useOpeningFocus } from '../components/useOpeningFocus';

/** The settings panel: theme colour (presets or any colour), fixed header, sidebar logo, dark theme. */
export const SettingsPanel = observer(function SettingsPanel() {
  const { t } = useTranslation();
  const { settings, app, brand } = useStores();
  const custom = !THEME_PRESETS.includes(settings.themeColor);
  // The first swatch is "follow the brand": drawn, named and shown in the brand's colour, the one the console wears.
  const brandColor = themeColorFor(DEFAULT_THEME_COLOR, brand.color);
  const shown = themeColorFor(settings.themeColor, brand.color);
  useEscapeCloses(settings.panelOpen, () => settings.openPanel(false));
  useFocusReturn(settings.panelOpen);
  const inside = useRef<HTMLDivElement>(null);
  useOpeningFocus(settings.panelOpen, inside);
  return (
    <Drawer
      isOpen={settings.panelOpen}
      onClose={() => settings.openPanel(false)}
      shouldReturnFocusOnClose={false}
      size={app.isMobile ? DrawerSize.LARGE : DrawerSize.SMALL}
      className={`settings-panel${settings.dark ? ` ${Classes.DARK}` : ''}`}
    >
      {/* Blueprint's drawer has no dialog role and an English close button: this header gives both. */}
      <div ref={inside} role="dialog" aria-modal="true" aria-labelledby="settings-title" className="settings-dialog">
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon="cog" size={20} />
          <h2 id="settings-title" className={Classes.HEADING}>
            {t('shell.settings')}
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('common.close')}
            className={Classes.DIALOG_CLOSE_BUTTON}
            onClick={() => settings.openPanel(false)}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} settings-panel-body`}>
          <p className={Classes.TEXT_MUTED}>{t('shell.settingsSaved')}</p>
          <fieldset className="theme-fieldset">
            <legend>{t('shell.themeColor')}</legend>
            <div className="theme-swatches">
              <button
                type="button"
                className="theme-swatch"
                style={{ background: brandColor }}
                aria-pressed={followsBrand(settings.themeColor)}
                aria-label={t('shell.themeBrand', { color: brandColor })}
                title={brandColor}
                onClick={() => settings.setThemeColor(DEFAULT_THEME_COLOR)}
              >
                {followsBrand(settings.themeColor) && <Icon icon="tick" color="#fff" />}
              </button>
              {THEME_PRESETS.filter((c) => !followsBrand(c)).map((c) => (
                <button
                  key={c}
                  type="button"
                  className="theme-swatch"
                  style={{ background: c }}
                  aria-pressed={settings.themeColor === c}
                  aria-label={t('shell.themePreset', { color: c })}
                  title={c}
                  onClick={() => settings.setThemeColor(c)}
                >
                  {settings.themeColor === c && <Icon icon="tick" color="#fff" />}
                </button>
              ))}
              <label
                className={`theme-swatch theme-swatch-custom${custom ? ' is-selected' : ''}`}
                title={t('shell.customColor')}
              >
                <input
                  id="theme-custom"
                  type="color"
                  aria-label={t('shell.customColor')}
                  value={shown}
                  onChange={(e) => settings.setThemeColor(e.currentTarget.value)}
                />
              </label>
            </div>
            <code className="theme-value">{shown}</code>
          </fieldset>
          <Switch
            role="switch"
            label={t('shell.fixedHeader')}
            checked={settings.fixedHeader}
            onChange={(e) => settings.setFlag('fixedHeader', e.currentTarget.checked)}
          />
          <Switch
            role="switch"
            label={t('shell.sidebarLogo')}
            checked={settings.sidebarLogo}
            onChange={(e) => settings.setFlag('sidebarLogo', e.currentTarget.checked)}
          />
          <Switch
            role="switch"
            label={t('shell.dark')}
            checked={settings.dark}
            onChange={(e) => settings.setFlag('dark', e.currentTarget.checked)}
          />
          <Button icon="reset" text={t('shell.resetSettings')} onClick={() => settings.reset()} />
        </div>
      </div>
    </Drawer>
  );
});
