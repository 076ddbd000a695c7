import { FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';

type Props = Omit<InputGroupProps, 'id' | 'intent'> & {
  id: string;
  /** The field's label, already translated. */
  label: string;
  /** The translated message of what is wrong with the value, if anything: shown under it, the input marked danger. */
  error?: string | null;
};

/** A labelled text input with its error under it, one way in every form: a Blueprint FormGroup and InputGroup. */
export function TextField({ id, label, error, ...input }: Props) {
  const intent = error ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error || undefined}>
      <InputGroup id={id} intent={intent} aria-invalid={Boolean(error)} {...input} />
    </FormGroup>
  );
}
