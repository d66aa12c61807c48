// A cell's text with, below it, the row's reference (QR-/BID-/BK-…): what the cleaner quotes to support, and what the
// list's search finds. Under an existing column, so no table grows wider for it.
import type { ReactNode } from 'react';
import { formatReference, type ReferenceKind } from '@spotless/shared-data';
import { Text } from '@spotless/shared-ui';

export function WithReference({ kind, id, children }: { kind: ReferenceKind; id: string; children: ReactNode }) {
  return (
    <>
      {children}
      <Text as="div" size="sm" tone="secondary" data-testid="reference">
        {formatReference(kind, id)}
      </Text>
    </>
  );
}
