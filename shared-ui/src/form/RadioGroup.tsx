import { useState } from 'react';
import { FormError } from './FormError';
import { Hint, useFieldIds, describedBy } from './field-parts';
import { ChoiceLabel, Choices, Fieldset, Legend, type ChoiceGroupBaseProps } from './choice-group';
import { toOptions, type FieldOptionInput } from './options';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends ChoiceGroupBaseProps {
  options: readonly FieldOptionInput[];
  /** Chosen value (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
}

/** A fieldset of native radio buttons (arrow keys move between them, as browsers provide). */
export function RadioGroup({ label, name, options, value, defaultValue, onChange, error, hint, inline, disabled, required }: RadioGroupProps) {
  const ids = useFieldIds();
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;

  return (
    <Fieldset role="radiogroup" aria-required={required || undefined} aria-describedby={describedBy(ids, hint, error)} disabled={disabled}>
      <Legend>{label}</Legend>
      <Choices $inline={inline}>
        {toOptions(options).map((o) => (
          <ChoiceLabel key={o.value}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={current === o.value}
              disabled={o.disabled}
              required={required}
              onChange={() => {
                if (value === undefined) setInner(o.value);
                onChange?.(o.value);
              }}
            />
            {o.label}
          </ChoiceLabel>
        ))}
      </Choices>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FormError id={ids.errorId}>{error}</FormError>
    </Fieldset>
  );
}
