// Client Profile: view and edit (Update Profile). Props only, so tests and stories need no server.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatNigerianPhone, MESSAGES, normaliseNigerianPhone, type ClientProfile, type ClientProfileInput } from '@spotless/shared-data';
import { Avatar, Button, Card, FormError, Text, TextField } from '@spotless/shared-ui';
import { Actions, FieldGrid, Stack } from '../../components/layout';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
  @media (min-width: 600px) {
    grid-template-columns: 180px minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

export interface ProfileViewProps {
  profile: ClientProfile;
  saving: boolean;
  onSave: (input: ClientProfileInput, done: () => void) => void;
}

export function ProfileView({ profile, saving, onSave }: ProfileViewProps) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ fullName: '', phone: '', address: '' });
  const [error, setError] = useState<string | null>(null);

  const startEdit = () => {
    setForm({ fullName: profile.full_name, phone: profile.phone ? formatNigerianPhone(profile.phone) : '', address: profile.address ?? '' });
    setError(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.fullName.trim()) return setError(MESSAGES.auth.fieldRequired('Full Name'));
    if (!normaliseNigerianPhone(form.phone)) return setError(MESSAGES.auth.invalidPhone);
    setError(null);
    onSave({ fullName: form.fullName, phone: form.phone, address: form.address }, () => setEditing(false));
  };

  const residence = [profile.lga_of_residence, profile.state_of_residence].filter(Boolean).join(', ');

  if (!editing) {
    return (
      <Card title="My Profile" titleLevel={2} actions={<Button onClick={startEdit}>Edit Profile</Button>}>
        <Stack $gap={12}>
          <Avatar src={profile.avatar_url} name={profile.full_name} size={64} decorative />
          <Details data-testid="profile-details">
            <dt>Full name</dt>
            <dd>{profile.full_name || '—'}</dd>
            <dt>Email</dt>
            <dd>{profile.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{profile.phone ?? '—'}</dd>
            <dt>Address</dt>
            <dd>{profile.address || '—'}</dd>
            <dt>Residence</dt>
            <dd>{residence || '—'}</dd>
          </Details>
        </Stack>
      </Card>
    );
  }

  return (
    <Card title="Edit Profile" titleLevel={2}>
      <form onSubmit={submit} noValidate aria-label="Edit profile">
        <FieldGrid>
          <TextField label="Full name" name="fullName" autoComplete="name" required value={form.fullName} onChange={(e) => setForm({ ...form, fullName: e.target.value })} />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            hint="Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567"
            required
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: e.target.value })}
          />
          <TextField label="Address" name="address" autoComplete="street-address" value={form.address} onChange={(e) => setForm({ ...form, address: e.target.value })} />
          <TextField label="Email" name="email" value={profile.email ?? ''} readOnly hint="Your sign-in e-mail cannot be changed here." />
        </FieldGrid>
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={saving} loadingText="Saving...">
            Update Profile
          </Button>
          <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Actions>
      </form>
      <Text size="sm" tone="secondary">
        Phone numbers are saved in the +234 form.
      </Text>
    </Card>
  );
}
