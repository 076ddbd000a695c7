import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDto } from '../../api/types';
import { toastSuccess } from '../../app/toaster';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../components/FormDialog';
import { checkPackageName, checkPackagePower, checkPrice, type PackageRuleKey } from '../../domain/packageRules';
import { PACKAGE_PERIODS, type PackagePeriod, POWER_UNIT } from '../../domain/power';
import type { PackageStore } from '../../stores/PackageStore';
import { errorToShow } from '../../lib/errorText';
import { PowerField } from './PowerField';

interface Props {
  store: PackageStore;
  /** The package to edit; none creates one. */
  pkg?: PackageDto;
  onClose: () => void;
}

type Errors = Partial<Record<'name' | 'price' | 'power', PackageRuleKey>>;

/** Create or edit a package; the power is entered in units of 10 and shown as the points it gives. */
export function PackageDialog({ store, pkg, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(pkg?.name ?? '');
  const [price, setPrice] = useState(pkg ? String(pkg.priceYuan) : '');
  const [period, setPeriod] = useState<PackagePeriod>(pkg?.period ?? 'month');
  const [power, setPower] = useState(pkg ? String(pkg.points / POWER_UNIT) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const title = t(pkg ? 'reseller.package.editTitle' : 'reseller.package.add');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      name: checkPackageName(name) ?? undefined,
      price: checkPrice(price) ?? undefined,
      power: checkPackagePower(power) ?? undefined,
    };
    setErrors(next);
    setServerError('');
    if (next.name || next.price || next.power) return;
    setBusy(true);
    try {
      await store.save({
        id: pkg?.id,
        name: name.trim(),
        priceYuan: Number(price.trim()),
        period,
        power: Number(power.trim()),
      });
      void toastSuccess(t(pkg ? 'reseller.package.updated' : 'reseller.package.created'));
      onClose();
    } catch (x) {
      setServerError(errorToShow(x) ?? '');
    } finally {
      setBusy(false);
    }
  };

  // Editing a field clears its message; the next save checks it again.
  const edit = (key: keyof Errors, set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof Errors) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('common.save')}
      busy={busy}
      serverError={serverError}
    >
      <TextField
        id="pk-name"
        label={t('reseller.package.name')}
        error={err('name')}
        value={name}
        onValueChange={edit('name', setName)}
      />
      <div className="um-grid-2">
        <TextField
          id="pk-price"
          label={t('reseller.package.price')}
          error={err('price')}
          inputMode="decimal"
          value={price}
          onValueChange={edit('price', setPrice)}
        />
        <FormGroup label={t('reseller.package.period')} labelFor="pk-period">
          <HTMLSelect
            id="pk-period"
            fill
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value as PackagePeriod)}
            options={PACKAGE_PERIODS.map((p) => ({ value: p, label: t(`reseller.package.${p}`) }))}
          />
        </FormGroup>
      </div>
      <PowerField
        id="pk-power"
        label={t('reseller.package.power')}
        value={power}
        onChange={edit('power', setPower)}
        error={err('power')}
        helpKey="reseller.package.pointsHelp"
      />
    </FormDialog>
  );
}
