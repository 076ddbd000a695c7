import { DateRangeInput, type DateRangeInputProps } from '@blueprintjs/datetime';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Blueprint's DateRangeInput with what WCAG needs and it lacks: its popover puts aria-expanded and aria-haspopup on a
 * role-less div (axe: aria-allowed-attr), and its placeholders are English. The div is given the combobox role the
 * date-picker pattern uses, named by `label`, and the placeholders are translated.
 */
export function DateRangeField({ label, ...props }: DateRangeInputProps & { label: string }) {
  const { t } = useTranslation();
  const wrap = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const group = wrap.current?.querySelector('.bp6-date-range-input');
    group?.setAttribute('role', 'combobox');
    group?.setAttribute('aria-label', label);
  });
  return (
    <span ref={wrap} className="date-range-field">
      <DateRangeInput
        {...props}
        startInputProps={{
          placeholder: t('common.startDate'),
          'aria-label': t('common.startDate'),
          ...props.startInputProps,
        }}
        endInputProps={{ placeholder: t('common.endDate'), 'aria-label': t('common.endDate'), ...props.endInputProps }}
      />
    </span>
  );
}
