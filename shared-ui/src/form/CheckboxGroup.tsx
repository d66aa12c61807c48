import { useState } from 'react';
import { FormError } from './FormError';
import { Hint, useFieldIds, describedBy } from './field-parts';
import { ChoiceLabel, Choices, Fieldset, Legend, type ChoiceGroupBaseProps } from './choice-group';
import { toOptions, type FieldOptionInput } from './options';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps extends ChoiceGroupBaseProps {
  options: readonly FieldOptionInput[];
  /** Checked values (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  /** Called with the new list of checked values, in option order. */
  onChange?: (values: string[]) => void;
}

/** A fieldset of native checkboxes (specializations, services) returning the checked values. */
export function CheckboxGroup({ label, name, options, value, defaultValue, onChange, error, hint, inline, disabled }: CheckboxGroupProps) {
  const ids = useFieldIds();
  const all = toOptions(options);
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const checked = value ?? inner;

  const toggle = (optionValue: string, on: boolean) => {
    const set = new Set(checked);
    if (on) set.add(optionValue);
    else set.delete(optionValue);
    const next = all.map((o) => o.value).filter((v) => set.has(v));
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  return (
    <Fieldset aria-describedby={describedBy(ids, hint, error)} disabled={disabled}>
      <Legend>{label}</Legend>
      <Choices $inline={inline}>
        {all.map((o) => (
          <ChoiceLabel key={o.value}>
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={checked.includes(o.value)}
              disabled={o.disabled}
              onChange={(event) => toggle(o.value, event.target.checked)}
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
