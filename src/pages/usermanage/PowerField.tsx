import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { pointsFromEntered } from '../../domain/power';
import type { FieldProps } from './fieldProps';
import { formatNumber } from './format';

interface Props extends FieldProps {
  /** How the points are said under the field: as a sum (package) or as what will be credited (recharge). */
  helpKey: 'reseller.package.pointsHelp' | 'reseller.recharge.powerHelp';
}

/**
 * Computing power entered in units of 10 (a package's, a recharge's), with the points it gives shown as typed, or
 * the refusal instead.
 */
export function PowerField({ id, label, value, onChange, error, helpKey }: Props) {
  const { t } = useTranslation();
  const entered = value.trim();
  const points = /^\d+$/.test(entered) ? pointsFromEntered(Number(entered)) : 0;
  const intent = error ? 'danger' : 'none';
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={intent}
      helperText={error || t(helpKey, { points: formatNumber(points) })}
    >
      <InputGroup id={id} inputMode="numeric" value={value} onValueChange={onChange} intent={intent} />
    </FormGroup>
  );
}
