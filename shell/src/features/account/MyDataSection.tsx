// Download my data: one JSON file of everything the platform holds about the person (read under RLS).
import { useState } from 'react';
import { Button } from '@spotless/shared-ui';
import { ACCOUNT_TEXTS, fetchMyData, myDataFileName } from '@spotless/shared-data/account';
import { Notice, messageOf } from '../auth/auth-parts';
import { Row, Section } from './account-parts';

/** Hands `data` to the browser as a file download. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function MyDataSection() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      saveJson(await fetchMyData(), myDataFileName());
    } catch (error) {
      setFailed(messageOf(error, ACCOUNT_TEXTS.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="data" title="Download my data">
      <p>A JSON file with your profile, roles, bookings, quotes, bids, reviews, messages, notifications and payments.</p>
      {failed ? <Notice tone="error">{failed}</Notice> : null}
      <Row>
        <Button variant="secondary" loading={busy} loadingText="Preparing…" onClick={download}>
          Download my data
        </Button>
      </Row>
    </Section>
  );
}
