// "Export CSV" beside a list's filters: downloads the list as the database has it with the same filters (every
// page, not the one on screen), streamed by the admin-export function.
import { useState } from 'react';
import { EXPORT_TEXTS, fetchAdminExport, type AdminExportFilters, type AdminExportKind } from '@spotless/shared-data/console';
import { Button, toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { saveFile } from '../../lib/save-file';

export interface ExportButtonProps {
  kind: AdminExportKind;
  filters: AdminExportFilters;
  /** Replaces the download (tests, stories). */
  onExport?: (kind: AdminExportKind, filters: AdminExportFilters) => Promise<{ fileName: string; blob: Blob }>;
}

export function ExportButton({ kind, filters, onExport = fetchAdminExport }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await onExport(kind, filters);
      saveFile(file.blob, file.fileName);
      toast.success(EXPORT_TEXTS.done(file.fileName));
    } catch (e) {
      toastError(e, EXPORT_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()} aria-label={`${EXPORT_TEXTS.button}: ${kind}`}>
      {EXPORT_TEXTS.button}
    </Button>
  );
}
