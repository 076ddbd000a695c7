import { FormGroup, HTMLSelect } from '@blueprintjs/core';

interface Props<V extends string | number> {
  id: string;
  label: string;
  value: V;
  choices: readonly V[];
  /** What a choice is called (a translated name, or the number itself). */
  name: (choice: V) => string;
  onChange: (raw: string) => void;
}

/** A labelled drop-down of fixed choices (fonts, sizes, card styles). */
export function SelectField<V extends string | number>({ id, label, value, choices, name, onChange }: Props<V>) {
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} fill value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {name(c)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
