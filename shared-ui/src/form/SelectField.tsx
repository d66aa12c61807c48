import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FormError } from './FormError';
import { controlStyles, describedBy, FieldWrap, Hint, Label, RequiredMark, useFieldIds, type FieldBaseProps } from './field-parts';
import { toOptions, type FieldOptionInput } from './options';
import { SearchableSelectField } from './SearchableSelectField';

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'select'>, 'children' | 'value' | 'defaultValue'> & {
    options: readonly FieldOptionInput[];
    value?: string;
    defaultValue?: string;
    /** Called with the chosen value (alongside any native `onChange`). */
    onValueChange?: (value: string) => void;
    /** First, empty choice such as "Select a state". */
    placeholder?: string;
    /** Render the filterable combobox instead of a native select (long lists such as states or LGAs). */
    searchable?: boolean;
  };

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Labelled native select; `searchable` switches to {@link SearchableSelectField} with the same options. */
export function SelectField(props: SelectFieldProps) {
  const { label, hint, error, hideLabel, id, required, options, placeholder, onValueChange, onChange, searchable, ...rest } = props;
  const ids = useFieldIds(id);
  if (searchable) {
    return (
      <SearchableSelectField
        label={label}
        hint={hint}
        error={error}
        hideLabel={hideLabel}
        id={id}
        required={required}
        options={options}
        placeholder={placeholder}
        value={rest.value}
        defaultValue={rest.defaultValue}
        onValueChange={onValueChange}
        name={rest.name}
        disabled={rest.disabled}
      />
    );
  }
  return (
    <FieldWrap>
      <Label htmlFor={ids.inputId} $hidden={hideLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <Select
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        $invalid={Boolean(error)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {toOptions(options).map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FormError id={ids.errorId}>{error}</FormError>
    </FieldWrap>
  );
}
