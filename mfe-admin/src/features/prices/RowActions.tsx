// The Actions cell of the price and plan tables: Edit, optionally Duplicate, and Delete, each labelled with the row's
// name so screen readers (and tests) can tell the rows apart.
import { Button } from '@spotless/shared-ui';

export interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
  /** Present only where rows can be duplicated (subscription plans). */
  duplicate?: { onDuplicate: () => void; busy?: boolean };
}

export function RowActions({ name, onEdit, onDelete, deleting = false, duplicate }: RowActionsProps) {
  return (
    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
      <Button size="sm" variant="secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {duplicate ? (
        <Button size="sm" variant="secondary" aria-label={`Duplicate ${name}`} disabled={duplicate.busy} onClick={duplicate.onDuplicate}>
          Duplicate
        </Button>
      ) : null}
      <Button size="sm" variant="danger" aria-label={`Delete ${name}`} disabled={deleting} onClick={onDelete}>
        Delete
      </Button>
    </span>
  );
}
