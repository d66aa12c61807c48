import type { ReactNode } from 'react';

/** Label + optional error around an antd picker; native elements keep it accessible without antd's Form. */
export function PickerField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }}>
      <label htmlFor={id} style={{ fontWeight: 600, fontSize: 14 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" style={{ margin: 0, fontSize: 14, color: '#a3120d' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
