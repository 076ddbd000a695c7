import { Button, Callout, FileInput, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { TextField } from '../components/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACKGROUND_PRESETS,
  checkImage,
  type DemoBrand,
  type DemoBrandFlags,
  DEFAULT_FLAGS,
  MAX_BACKGROUND_BYTES,
  MAX_LOGO_BYTES,
  toDataUrl,
} from '../domain/demoBrand';
import { brandNameVars } from '../domain/brandName';
import { LANGUAGES, type Language } from '../domain/language';
import { DEFAULT_THEME_COLOR } from '../domain/constants';
import { BrandRefused } from './brandStorage';

/** The brand's two web addresses: where its agreements live and the prefix of a shared video's link. */
const LINK_FIELDS = [
  ['agreementDomain', 'studio-agreement', 'studio.agreementDomain', 'agreement.example.com'],
  ['sharePrefix', 'studio-share', 'studio.sharePrefix', 'https://video.example.com'],
] as const;
import { type ProblemKey, problemKey } from './studioText';

export type BrandDraft = Omit<DemoBrand, 'id'> & { id?: string };

export const emptyDraft = (language: Language): BrandDraft => ({
  name: { zh: '', en: '' },
  color: DEFAULT_THEME_COLOR,
  logo: '',
  // None: the sign-in page is drawn in the brand's own colour (a preset picture is another brand's).
  background: '',
  language,
  flags: { ...DEFAULT_FLAGS },
  agreementDomain: '',
  sharePrefix: '',
});

const FLAGS: readonly (keyof DemoBrandFlags)[] = ['unifiedComputingPower', 'showAudition', 'hailuoAudioGeneratePower'];

interface Props {
  initial: BrandDraft;
  /** Saves and shows the brand; throws BrandRefused with the rule it broke. */
  onSave: (draft: BrandDraft) => Promise<void>;
  onCancel: () => void;
  /** The save button's words (the studio's own: save and show). */
  saveText?: string;
}

/** The brand studio's form: everything a white-label config holds, checked by the rules of src/domain/demoBrand.ts. */
export function BrandForm({ initial, onSave, onCancel, saveText }: Props) {
  const { t } = useTranslation();
  const [d, setD] = useState<BrandDraft>(initial);
  const [problem, setProblem] = useState<ProblemKey | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof BrandDraft>(k: K, v: BrandDraft[K]) => setD((x) => ({ ...x, [k]: v }));

  const pick = async (file: File | undefined, field: 'logo' | 'background') => {
    if (!file) return;
    const r = checkImage(
      new Uint8Array(await file.arrayBuffer()),
      field === 'logo' ? MAX_LOGO_BYTES : MAX_BACKGROUND_BYTES,
    );
    if (!r.ok) return setProblem(problemKey({ field, problem: r.problem }));
    setProblem(null);
    set(field, toDataUrl(new Uint8Array(await file.arrayBuffer()), r.kind));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSave(d);
      setProblem(null);
    } catch (err) {
      if (err instanceof BrandRefused) setProblem(problemKey(err.problem));
      else throw err;
    } finally {
      setBusy(false);
    }
  };

  const uploadedBg = d.background.startsWith('data:');
  return (
    <form className="studio-form" aria-label={t('studio.formTitle')} onSubmit={(e) => void submit(e)} noValidate>
      <div className="demo-row">
        <FormGroup label={t('studio.nameZh')} labelFor="studio-name-zh">
          <InputGroup id="studio-name-zh" value={d.name.zh} onValueChange={(v) => set('name', { ...d.name, zh: v })} />
        </FormGroup>
        <FormGroup label={t('studio.nameEn')} labelFor="studio-name-en">
          <InputGroup id="studio-name-en" value={d.name.en} onValueChange={(v) => set('name', { ...d.name, en: v })} />
        </FormGroup>
      </div>
      <FormGroup label={t('studio.logo')} labelFor="studio-logo" helperText={t('studio.logoHelp')}>
        <div className="studio-image">
          {d.logo && <img src={d.logo} alt={t('studio.logoPreview')} width={32} height={32} />}
          <FileInput
            fill
            text={t('studio.chooseFile')}
            buttonText={t('studio.browse')}
            inputProps={{ id: 'studio-logo', accept: 'image/png,image/jpeg,image/svg+xml' }}
            onInputChange={(e) => void pick(e.currentTarget.files?.[0], 'logo')}
          />
          {d.logo && (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('studio.removeLogo')}
              onClick={() => set('logo', '')}
            />
          )}
        </div>
      </FormGroup>
      <FormGroup label={t('studio.color')} labelFor="studio-color" helperText={t('studio.colorHelp')}>
        <div className="studio-image">
          <input
            type="color"
            className="studio-swatch"
            aria-label={t('studio.colorPicker')}
            value={/^#[0-9a-f]{6}$/i.test(d.color) ? d.color : DEFAULT_THEME_COLOR}
            onChange={(e) => set('color', e.currentTarget.value)}
          />
          <InputGroup id="studio-color" value={d.color} onValueChange={(v) => set('color', v.trim())} />
        </div>
      </FormGroup>
      <FormGroup label={t('studio.background')} labelFor="studio-bg">
        <HTMLSelect
          id="studio-bg"
          fill
          value={uploadedBg ? 'upload' : d.background}
          onChange={(e) => e.currentTarget.value !== 'upload' && set('background', e.currentTarget.value)}
          options={[
            { value: '', label: t('studio.bgBrandColor') },
            ...BACKGROUND_PRESETS.map((p, i) => ({ value: p, label: t('studio.preset', { n: i + 1 }) })),
            ...(uploadedBg ? [{ value: 'upload', label: t('studio.uploaded') }] : []),
          ]}
        />
        <FileInput
          fill
          className="studio-bg-file"
          text={t('studio.uploadBackground')}
          buttonText={t('studio.browse')}
          inputProps={{ 'aria-label': t('studio.uploadBackground'), accept: 'image/png,image/jpeg,image/svg+xml' }}
          onInputChange={(e) => void pick(e.currentTarget.files?.[0], 'background')}
        />
      </FormGroup>
      <FormGroup label={t('studio.language')} labelFor="studio-language">
        <HTMLSelect
          id="studio-language"
          value={d.language}
          onChange={(e) => set('language', e.currentTarget.value as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`studio.lang_${l}`) }))}
        />
      </FormGroup>
      <fieldset className="studio-flags">
        <legend>{t('studio.flags')}</legend>
        {FLAGS.map((f) => (
          <Switch
            key={f}
            label={t(`studio.flag_${f}`)}
            checked={d.flags[f]}
            onChange={(e) => set('flags', { ...d.flags, [f]: e.currentTarget.checked })}
          />
        ))}
      </fieldset>
      {LINK_FIELDS.map(([key, id, label, placeholder]) => (
        <TextField
          key={key}
          id={id}
          label={t(label)}
          placeholder={placeholder}
          value={d[key]}
          onValueChange={(v) => set(key, v)}
        />
      ))}
      {problem && (
        <Callout intent="danger" compact role="alert">
          {t(problem, brandNameVars)}
        </Callout>
      )}
      <div className="demo-row">
        <Button type="submit" intent="primary" loading={busy} text={saveText ?? t('studio.saveShow')} />
        <Button text={t('common.cancel')} onClick={onCancel} />
      </div>
    </form>
  );
}
