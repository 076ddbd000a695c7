import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { readableOnWhite } from '../../domain/color';
import { DEFAULT_THEME_COLOR } from '../../domain/constants';
import { useLogoAccent } from '../../lib/useLogoAccent';
import { Lettermark } from '../../components/Lettermark';

/**
 * A live preview of a label being made: its sign-in page and the console's sidebar, in the colour its logo gives
 * (the console wears the same colour once the label's host is opened: BrandStore.followLogo).
 */
export function BrandPreview({ name, logo, background }: { name: string; logo: string; background: string }) {
  const { t } = useTranslation();
  const accent = useLogoAccent(logo);
  const color = accent ?? DEFAULT_THEME_COLOR;
  const strong = readableOnWhite(color);
  const shownName = name.trim() || t('reseller.oem.previewName');
  const mark = logo ? <img src={logo} alt="" /> : <Lettermark name={shownName} color={color} />;
  return (
    <figure className="um-brand-preview" aria-label={t('reseller.oem.previewLabel')} data-accent={color}>
      <figcaption>
        <strong>{t('reseller.oem.preview')}</strong>{' '}
        <span className="um-brand-preview-color">
          <span className="um-brand-swatch" style={{ background: color }} />
          {accent ? t('reseller.oem.previewColor', { color }) : t('reseller.oem.previewDefaultColor', { color })}
        </span>
      </figcaption>
      <div className="um-brand-preview-panes">
        <section
          className="um-preview-signin"
          aria-label={t('reseller.oem.previewSignIn')}
          style={background ? { backgroundImage: `url("${background}")` } : undefined}
        >
          <div className="um-preview-card">
            <div className="um-preview-mark">{mark}</div>
            <div className="um-preview-title">{t('login.title', { brand: shownName })}</div>
            <div className="um-preview-field" />
            <div className="um-preview-field" />
            <Button
              tabIndex={-1}
              fill
              size="small"
              text={t('login.submit')}
              style={{ background: strong, borderColor: strong, color: '#fff' }}
            />
          </div>
        </section>
        <section className="um-preview-sidebar" aria-label={t('reseller.oem.previewSidebar')}>
          <div className="um-preview-side-brand">
            <span className="um-preview-mark small">{mark}</span>
            <span>{shownName}</span>
          </div>
          <div className="um-preview-item active" style={{ color, boxShadow: `inset 3px 0 0 ${color}` }}>
            <Icon icon="person" size={12} /> {t('route.digital')}
          </div>
          <div className="um-preview-item">
            <Icon icon="video" size={12} /> {t('route.createtask')}
          </div>
          <div className="um-preview-item">
            <Icon icon="music" size={12} /> {t('route.aiaudio')}
          </div>
        </section>
      </div>
    </figure>
  );
}
