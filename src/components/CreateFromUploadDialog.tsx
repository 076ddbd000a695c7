import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { ConsoleDialog } from './ConsoleDialog';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadStore } from '../stores/UploadStore';
import { runAction } from './runAction';
import { UploadField } from './UploadField';

interface Choice {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  inline?: boolean;
  beforeFile?: boolean;
}

interface Props {
  /** The locale section with create, name, namePlaceholder, nameRequired, submit and created. */
  section: 'digital' | 'voice';
  /** The name input's id (tests and labels point at it). */
  nameId: string;
  /** The name, when the area keeps it itself (voice cloning keeps it across a forced sign-out); else the dialog does. */
  name?: string;
  onNameChange?: (name: string) => void;
  upload: UploadStore;
  fileLabel: string;
  fileRequired: string;
  fileHelper?: string;
  /** The area's own choice (orientation, version), shown before or after the file input. */
  choice: Choice;
  onUploaded?: () => void;
  /** Makes the asset from the name as typed (the store trims it) and the uploaded source. */
  create: (name: string, sourceId: string) => Promise<unknown>;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Make a named asset (a digital human, a voice model) from one uploaded file: a name, the file, the area's own
 * choice; both are required, and the dialog empties and closes once the asset is created.
 */
export const CreateFromUploadDialog = observer(function CreateFromUploadDialog(p: Props) {
  const { t } = useTranslation();
  const { section, upload, isOpen, onClose } = p;
  const [ownName, setOwnName] = useState('');
  const name = p.name ?? ownName;
  const setName = p.onNameChange ?? setOwnName;
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      name: name.trim() ? undefined : t(`${section}.nameRequired`),
      file: upload.source ? undefined : p.fileRequired,
    };
    setErrors(next);
    if (next.name || next.file || !upload.source) return;
    setBusy(true);
    const created = await runAction(() => p.create(name, upload.source?.sourceId ?? ''), t(`${section}.created`));
    setBusy(false);
    if (created) {
      setName('');
      upload.reset();
      onClose();
    }
  };

  const choiceField = (
    <RadioGroup
      label={p.choice.label}
      inline={p.choice.inline}
      selectedValue={p.choice.value}
      onChange={(e) => p.choice.onChange(e.currentTarget.value)}
    >
      {p.choice.options.map((o) => (
        <Radio key={o.value} value={o.value} label={o.label} />
      ))}
    </RadioGroup>
  );

  return (
    <ConsoleDialog isOpen={isOpen} onClose={onClose} title={t(`${section}.create`)} className="asset-dialog">
      <form onSubmit={submit} noValidate aria-label={t(`${section}.create`)}>
        <DialogBody>
          <FormGroup
            label={t(`${section}.name`)}
            labelFor={p.nameId}
            intent={errors.name ? 'danger' : 'none'}
            helperText={errors.name}
          >
            <InputGroup
              id={p.nameId}
              value={name}
              maxLength={30}
              placeholder={t(`${section}.namePlaceholder`)}
              intent={errors.name ? 'danger' : 'none'}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormGroup>
          {p.choice.beforeFile && choiceField}
          <UploadField
            upload={upload}
            label={p.fileLabel}
            helper={p.fileHelper}
            onUploaded={() => {
              p.onUploaded?.();
              setErrors((x) => ({ ...x, file: undefined }));
            }}
          />
          {errors.file && !upload.error && (
            <div className="field-error" role="alert">
              {errors.file}
            </div>
          )}
          {!p.choice.beforeFile && choiceField}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                disabled={upload.busy}
                text={t(`${section}.submit`)}
              />
            </>
          }
        />
      </form>
    </ConsoleDialog>
  );
});
