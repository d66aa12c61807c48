import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FormError } from './FormError';
import { controlStyles, describedBy, FieldWrap, Hint, Label, RequiredMark, useFieldIds, type FieldBaseProps } from './field-parts';

/** Props of {@link TextField}: a native input's props plus label, hint and error. */
export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** Labelled single-line input (text, email, tel, password, number...). */
export function TextField({ label, hint, error, hideLabel, id, required, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldWrap>
      <Label htmlFor={ids.inputId} $hidden={hideLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <Input
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        $invalid={Boolean(error)}
        {...rest}
      />
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FormError id={ids.errorId}>{error}</FormError>
    </FieldWrap>
  );
}
