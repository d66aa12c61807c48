import { runAsCaller } from '../http/request-context';
import type { RestRequest, RestState } from './context';
import type { StatementRow } from './sql/statement';

/** The main statement's result row (null for statements without one) and the affected-row count. */
export interface Outcome {
  row: StatementRow | null;
  /** Rows in the page (statement row's page_total) or rows changed (plain mutations). */
  count: number;
}

/** Carries a finished outcome out of a transaction that must roll back (`Prefer: tx=rollback`). */
class RollbackSignal {
  constructor(readonly outcome: Outcome) {}
}

/**
 * Runs one statement as the caller, inside the request's transaction. `check` runs before
 * COMMIT and may throw (singular response, max-affected) so that nothing is persisted.
 */
export async function executeStatement(
  state: RestState,
  r: RestRequest,
  sql: string,
  params: unknown[],
  check?: (o: Outcome) => void,
): Promise<Outcome> {
  const rollback = r.prefs.tx === 'rollback';
  try {
    return await runAsCaller(
      state.db,
      r.caller,
      r.info,
      async (tx) => {
        const res = await tx.query<StatementRow>(sql, params);
        const row = res.rows[0] ?? null;
        const outcome: Outcome = { row, count: row ? Number(row.page_total) : res.affectedRows ?? 0 };
        check?.(outcome);
        if (rollback) throw new RollbackSignal(outcome);
        return outcome;
      },
      { readOnly: r.readOnly },
    );
  } catch (err) {
    if (err instanceof RollbackSignal) return err.outcome;
    throw err;
  }
}
