import { StatusBadge } from '@spotless/shared-ui';

export function StatusCell({ status }: { status: string | null | undefined }) {
  return <StatusBadge status={status} />;
}
