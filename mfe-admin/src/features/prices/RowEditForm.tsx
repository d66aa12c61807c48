// The editor frame shared by cleaning prices and subscription plans: the values in state, validation on submit with
// an error under each field, and Cancel / submit buttons. Each editor supplies its fields and its validation.
import { useState, type ReactNode } from 'react';
import { Button } from '@spotless/shared-ui';
import type { FieldErrors, Validated } from './row-validation';

export interface RowFields<V> {
  values: V;
  errors: FieldErrors<V>;
  set: (key: keyof V) => (value: string) => void;
}

export function RowEditForm<V extends Record<string, string>, I>({
  initial,
  validate,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  initial: V;
  validate: (values: V) => Validated<V, I>;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (input: I) => void;
  onCancel: () => void;
  children: (fields: RowFields<V>) => ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const set = (key: keyof V) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        const result = validate(values);
        setErrors(result.errors);
        if (result.input) onSubmit(result.input);
      }}
    >
      {children({ values, errors, set })}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
