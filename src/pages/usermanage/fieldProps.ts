/** What one typed-in field of a management form takes: its id, label, the value as typed, and its refusal if any. */
export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}
