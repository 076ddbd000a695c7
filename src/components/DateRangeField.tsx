import { DateRangeInput, type DateRangeInputProps } from '@blueprintjs/datetime';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Blueprint's DateRangeInput with what WCAG needs and it lacks: its popover puts aria-expanded and aria-haspopup on a
 * role-less div (axe: aria-allowed-attr), and its placeholders are English. The div is given the combobox role the
 * date-picker pattern uses, named by `label`, and the placeholders are translated. So are the calendar's own names,
 * which react-day-picker writes in English (previous and next month, the month and year selects, week numbers);
 * its day names follow the date-fns locale already.
 */
export function DateRangeField({ label, ...props }: DateRangeInputProps & { label: string }) {
  const { t } = useTranslation();
  const wrap = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const group = wrap.current?.querySelector('.bp6-date-range-input');
    group?.setAttribute('role', 'combobox');
    group?.setAttribute('aria-label', label);
  });
  const labels = {
    labelPrevious: () => t('a11y.previousMonth'),
    labelNext: () => t('a11y.nextMonth'),
    labelMonthDropdown: () => t('a11y.month'),
    labelYearDropdown: () => t('a11y.year'),
    labelWeekNumber: (n: number) => t('a11y.weekNumber', { n }),
  };
  return (
    <span ref={wrap} className="date-range-field">
      <DateRangeInput
        {...props}
        dayPickerProps={{ ...props.dayPickerProps, labels: { ...labels, ...props.dayPickerProps?.labels } }}
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
