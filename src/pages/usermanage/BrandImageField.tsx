import { FileInput, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { BRAND_IMAGE_MAX_CHARS } from '../../domain/oemLabel';
import type { FieldProps } from './fieldProps';

/** An image for a brand: an address typed in, or a small file read into a data URL (the demo has no storage). */
export function BrandImageField({ id, label, value, onChange, error }: FieldProps) {
  const { t } = useTranslation();
  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') onChange(reader.result);
    };
    reader.readAsDataURL(file);
  };
  const shown = value.startsWith('data:') ? '' : value;
  return (
    <FormGroup
      label={`${label} (${t('reseller.oem.optional')})`}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error || t('reseller.oem.imageHelp')}
    >
      <InputGroup
        id={id}
        value={shown}
        placeholder="https://…"
        onValueChange={onChange}
        intent={error ? 'danger' : 'none'}
      />
      <FileInput
        text={t('upload.choose')}
        buttonText={t('upload.browse')}
        inputProps={{
          accept: 'image/png,image/jpeg,image/gif,image/svg+xml',
          'aria-label': `${label}: ${t('reseller.oem.chooseFile')}`,
        }}
        onInputChange={pick}
        fill
        style={{ marginTop: 6 }}
      />
      {value && value.length <= BRAND_IMAGE_MAX_CHARS && <img className="um-image-preview" src={value} alt={label} />}
    </FormGroup>
  );
}
