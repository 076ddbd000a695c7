import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DemoBrand, nameIn } from '../../domain/demoBrand';
import { BrandForm, type BrandDraft, emptyDraft } from '../BrandForm';
import { keepBrand, loadBrands } from '../brandStorage';
import { isLanguage } from '../../domain/language';
import '../demo.css';

/** The select's value of a studio brand (a preset brand's value is its host). */
const studioValue = (b: DemoBrand): string => `studio:${b.id}`;

interface Props {
  /** '' (the host's brand), a preset brand's host, or a studio brand's value. */
  value: string;
  presets: readonly { host: string; name: string }[];
  /** The choice, with the studio brand's whole definition when it is one (the link carries it). */
  onChange: (value: string, studio: DemoBrand | undefined) => void;
}

/**
 * The brand a link wears: the host's, a preset brand, or one of the seller's brand studio. The studio is the static
 * demo's (src/demo/BrandForm.tsx, the same rules and the same saved list in this browser); a studio brand is sent
 * whole with the link and kept with it by the host, so what the prospect sees does not change when the brand is edited
 * or deleted after the link has gone out.
 */
export function ShareBrandField({ value, presets, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [brands, setBrands] = useState<DemoBrand[]>(() => loadBrands());
  const [draft, setDraft] = useState<BrandDraft | null>(null);
  const selected = brands.find((b) => studioValue(b) === value);
  const choose = (v: string) =>
    onChange(
      v,
      brands.find((b) => studioValue(b) === v),
    );
  const save = async (d: BrandDraft) => {
    const { brand, list } = keepBrand(d);
    setBrands(list);
    setDraft(null);
    onChange(studioValue(brand), brand);
  };
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <FormGroup label={t('demoHost.brand')} labelFor="dh-brand">
        <HTMLSelect id="dh-brand" value={value} onChange={(e) => choose(e.currentTarget.value)} fill>
          <option value="">{t('demoHost.defaultBrand')}</option>
          {presets.map((b) => (
            <option key={b.host} value={b.host}>
              {b.name}
            </option>
          ))}
          {brands.map((b) => (
            <option key={b.id} value={studioValue(b)}>
              {t('studio.studioOption', { name: nameIn(b.name, i18n.language) })}
            </option>
          ))}
        </HTMLSelect>
        <div className="demo-host-brand-row">
          {selected && (
            <span
              className="demo-host-swatch"
              data-brand-color={selected.color}
              style={{ background: selected.color }}
              aria-hidden="true"
            />
          )}
          <Button small icon="add" text={t('studio.new')} onClick={() => setDraft(emptyDraft(language))} />
          {selected && <Button small icon="edit" text={t('studio.edit')} onClick={() => setDraft({ ...selected })} />}
        </div>
      </FormGroup>
      {draft && (
        <div className="demo-host-studio">
          <p>{t('demoHost.studioHint')}</p>
          <BrandForm
            key={draft.id ?? 'new'}
            initial={draft}
            onSave={save}
            onCancel={() => setDraft(null)}
            saveText={t('demoHost.studioSave')}
          />
        </div>
      )}
    </>
  );
}
