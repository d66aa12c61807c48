// My Bio tab: a free-text introduction; it may not be empty.
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@spotless/shared-data';
import { useUpdateBio, validateBio, type MyCleanerProfile } from '@spotless/shared-data/cleaner';
import { Text, TextAreaField, toast } from '@spotless/shared-ui';
import { EditableSection, FormActions } from './EditableSection';

export function BioTab({ profile }: { profile: MyCleanerProfile }) {
  const [editing, setEditing] = useState(false);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateBio();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateBio(bio);
    if (invalid) {
      setError(invalid);
      toast.error(invalid);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(bio);
      toast.success(MESSAGES.profile.bioUpdated);
      setEditing(false);
    } catch {
      toast.error(MESSAGES.profile.bioUpdateFailed);
    }
  };

  return (
    <EditableSection
      title="My Bio"
      editing={editing}
      onEdit={() => {
        setBio(profile.bio ?? '');
        setError(null);
        setEditing(true);
      }}
      view={<Text style={{ whiteSpace: 'pre-wrap' }}>{profile.bio?.trim() || 'No bio yet. Tell clients about your experience and how you work.'}</Text>}
      form={
        <form onSubmit={onSubmit} noValidate>
          <TextAreaField label="Bio" name="bio" rows={6} maxLength={2000} value={bio} onChange={(e) => setBio(e.target.value)} error={error ?? undefined} />
          <FormActions busy={save.isPending} onCancel={() => setEditing(false)} />
        </form>
      }
    />
  );
}
