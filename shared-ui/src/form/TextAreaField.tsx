import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FormError } from './FormError';
import { controlStyles, describedBy, FieldWrap, Hint, Label, RequiredMark, useFieldIds, type FieldBaseProps } from './field-parts';

/** Props of {@link TextAreaField}: a native textarea's props plus label, hint and error. */
export type TextAreaFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

/** Labelled multi-line input (descriptions, bios, special requests). */
export function TextAreaField({ label, hint, error, hideLabel, id, required, rows = 4, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldWrap>
      <Label htmlFor={ids.inputId} $hidden={hideLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <TextArea
        id={ids.inputId}
        rows={rows}
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
