// The role picker after sign-in (spec: "role picker when several roles match"), also where a suspended cleaner learns
// why their work is blocked. Native radio buttons (arrow keys), "Please select a role." when none is chosen.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroup, toast } from '@spotless/shared-ui';
import { MESSAGES } from '@spotless/shared-data';
import { AuthCard, Notice } from './auth-parts';
import { ROLE_LABELS } from './role-labels';
import { isRole, type Role } from '../../routing/dashboards';

export interface RolePickerProps {
  roles: readonly Role[];
  /** Shown above the choice when the person's cleaner account is suspended. */
  suspendedNotice: string | null;
  /** Pre-selected role (e.g. the area a guard sent them from); none by default. */
  initial: Role | null;
  onContinue: (role: Role) => void;
}

export function RolePicker({ roles, suspendedNotice, initial, onContinue }: RolePickerProps) {
  const single = roles.length === 1 ? roles[0]! : null;
  const [selected, setSelected] = useState<string>(initial ?? single ?? '');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isRole(selected) || !roles.includes(selected)) {
      setError(MESSAGES.auth.selectRole);
      toast.error(MESSAGES.auth.selectRole);
      return;
    }
    onContinue(selected);
  };

  return (
    <AuthCard aria-labelledby="pick-role-title">
      <h1 id="pick-role-title" ref={heading} tabIndex={-1}>
        {single ? 'Before you continue' : 'Choose your role'}
      </h1>
      {suspendedNotice ? <Notice tone="warning">{suspendedNotice}</Notice> : null}
      <form onSubmit={onSubmit} noValidate>
        {single ? null : (
          <>
            <p>Your account has more than one role. Which dashboard do you want to open? You can switch later from the menu.</p>
            <RadioGroup
              label="Role"
              name="role"
              required
              options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              value={selected}
              error={error}
              onChange={(value) => {
                setSelected(value);
                setError(null);
              }}
            />
          </>
        )}
        <Button type="submit" block size="lg">
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}
