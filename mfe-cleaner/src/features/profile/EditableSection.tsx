// View/edit toggle shared by the profile tabs: Edit opens the form, Save (on success) and Cancel return to view.
import type { ReactNode } from 'react';
import { Button, Card } from '@spotless/shared-ui';

export interface EditableSectionProps {
  title: string;
  editing: boolean;
  onEdit: () => void;
  view: ReactNode;
  form: ReactNode;
}

export function EditableSection({ title, editing, onEdit, view, form }: EditableSectionProps) {
  return (
    <Card
      title={title}
      titleLevel={2}
      actions={
        editing ? null : (
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )
      }
    >
      {editing ? form : view}
    </Card>
  );
}

export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
      <Button type="submit" loading={busy} loadingText="Saving…">
        Save
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}

/** A label/value row of a view mode. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 160px) 1fr', gap: 8, padding: '6px 0' }}>
      <dt style={{ fontWeight: 600, margin: 0 }}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}
