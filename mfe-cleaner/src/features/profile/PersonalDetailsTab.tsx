// Personal Details tab: name, phone and photo (avatars bucket, <uid>/...) editable; email read-only. Shows the
// verification reminder (Verify Profile Now / Do It Later) until the cleaner is verified or dismisses it.
import { useState, type FormEvent } from 'react';
import { Link } from '@spotless/shared-ui/router';
import { MESSAGES, formatNigerianPhone, isDataError } from '@spotless/shared-data';
import {
  removeAvatar,
  useUpdatePersonalDetails,
  useUploadAvatar,
  validatePersonalDetails,
  type MyCleanerProfile,
  type PersonalDetailsProblems,
} from '@spotless/shared-data/cleaner';
import { Avatar, Button, LinkButton, Modal, Text, TextField, toast } from '@spotless/shared-ui';
import { EditableSection, Field, FormActions } from './EditableSection';

const REMINDER_KEY = 'spotless.cleaner.verifyReminderDismissed';

function reminderDismissed(): boolean {
  try {
    return sessionStorage.getItem(REMINDER_KEY) === '1';
  } catch {
    return false;
  }
}

export function VerificationReminder({ profile, basePath }: { profile: MyCleanerProfile; basePath: string }) {
  const [open, setOpen] = useState(() => profile.verificationStatus !== 'verified' && profile.verificationStatus !== 'pending' && !reminderDismissed());
  const later = () => {
    try {
      sessionStorage.setItem(REMINDER_KEY, '1');
    } catch {
      /* private mode: dismissed for this page only */
    }
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onClose={later}
      title="Verify your profile"
      footer={
        <>
          <LinkButton as={Link} to={`${basePath}/verification`}>
            Verify Profile Now
          </LinkButton>
          <Button variant="secondary" onClick={later}>
            Do It Later
          </Button>
        </>
      }
    >
      <Text>Verified cleaners appear in search and can bid on requests. It takes a few minutes: an ID and a proof of address.</Text>
    </Modal>
  );
}

export function PersonalDetailsTab({ profile, basePath }: { profile: MyCleanerProfile; basePath: string }) {
  const [editing, setEditing] = useState(false);
  const [fullName, setFullName] = useState(profile.fullName);
  const [phone, setPhone] = useState(profile.phone ? formatNigerianPhone(profile.phone) : '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<PersonalDetailsProblems>({});
  const upload = useUploadAvatar();
  const save = useUpdatePersonalDetails();
  const busy = upload.isPending || save.isPending;

  const startEdit = () => {
    setFullName(profile.fullName);
    setPhone(profile.phone ? formatNigerianPhone(profile.phone) : '');
    setPhoto(null);
    setProblems({});
    setEditing(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Every field first: a photo is uploaded only for a form that can be saved, so bad input leaves no file behind.
    const found = validatePersonalDetails({ fullName, phone, photo });
    setProblems(found);
    const firstInvalid = (['fullName', 'phone', 'photo'] as const).find((key) => found[key]);
    if (firstInvalid) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    let avatarUrl: string | undefined;
    if (photo) {
      try {
        avatarUrl = await upload.mutateAsync(photo);
      } catch {
        toast.error(MESSAGES.profile.pictureUploadFailed);
        return;
      }
    }
    try {
      await save.mutateAsync({ fullName, phone, avatarUrl });
      toast.success(MESSAGES.profile.updated);
      setEditing(false);
    } catch (error) {
      // The profile does not point at the new photo, so it would only be an orphan in storage.
      if (avatarUrl) void removeAvatar(avatarUrl);
      toast.error(isDataError(error) && error.message !== MESSAGES.profile.updateFailed ? error.message : MESSAGES.profile.updateFailed);
    }
  };

  return (
    <>
      <VerificationReminder profile={profile} basePath={basePath} />
      <EditableSection
        title="Personal Details"
        editing={editing}
        onEdit={startEdit}
        view={
          <dl style={{ margin: 0 }}>
            <Field label="Photo">
              <Avatar src={profile.avatarUrl} name={profile.fullName} size={64} />
            </Field>
            <Field label="Full name">{profile.fullName}</Field>
            <Field label="Email">{profile.email}</Field>
            <Field label="Phone">{profile.phone ? formatNigerianPhone(profile.phone) : 'Not set'}</Field>
          </dl>
        }
        form={
          <form onSubmit={onSubmit} noValidate>
            <TextField
              label="Full name"
              name="fullName"
              required
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
              autoComplete="name"
              error={problems.fullName}
            />
            <TextField label="Email" name="email" value={profile.email ?? ''} readOnly hint="Your sign-in email cannot be changed here." />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder="+234 803 123 4567"
              autoComplete="tel"
              error={problems.phone}
            />
            <TextField
              label="Profile photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              hint="JPEG, PNG, WebP or GIF, up to 2 MB."
              error={problems.photo}
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
            <FormActions busy={busy} onCancel={() => setEditing(false)} />
          </form>
        }
      />
    </>
  );
}
