// Admin dashboard page: greets the signed-in admin by time of day (also as a 3 s toast, once) with a random
// motivational line, and loads the headline figures.
import { useEffect, useMemo, useRef } from 'react';
import { useDashboardFigures } from '@spotless/shared-data/console';
import { toast } from '@spotless/shared-ui';
import { DashboardView } from './DashboardView';
import { greetingFor, greetingLine } from './greeting';
import { pickMotivation } from './motivation';
import { useFirstName } from './use-first-name';

export default function DashboardPage({ basePath = '/admin' }: { basePath?: string }) {
  const firstName = useFirstName();
  const line = greetingLine(greetingFor(new Date().getHours()), firstName);
  const motivation = useMemo(() => pickMotivation(), []);
  const figures = useDashboardFigures();
  const toasted = useRef(false);

  useEffect(() => {
    if (toasted.current || !firstName) return;
    toasted.current = true;
    toast.success(line, { duration: 3000 });
  }, [firstName, line]);

  return (
    <DashboardView
      line={line}
      motivation={motivation}
      figures={figures.data}
      basePath={basePath}
      loading={figures.isLoading}
      error={figures.error}
      onRetry={() => void figures.refetch()}
    />
  );
}
