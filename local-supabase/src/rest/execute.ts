import { runStatementAsCaller } from '../http/request-context';
import type { QueryResult } from '../db/types';
import type { RestRequest, RestState } from './context';
import type { StatementRow } from './sql/statement';

/** The main statement's result row (null for statements without one) and the affected-row count. */
export interface Outcome {
  row: StatementRow | null;
  /** Rows in the page (statement row's page_total) or rows changed (plain mutations). */
  count: number;
}

function outcomeOf(res: QueryResult): Outcome {
  const row = (res.rows[0] as StatementRow | undefined) ?? null;
  return { row, count: row ? Number(row.page_total) : res.affectedRows ?? 0 };
}

/**
 * Runs one statement as the caller, in the request's own transaction (one round trip on PostgreSQL).
 * `check` runs before COMMIT and may throw (singular response, max-affected) so that nothing is persisted;
 * `Prefer: tx=rollback` rolls back. Read-only requests persist nothing, so their check runs after COMMIT.
 */
export async function executeStatement(
  state: RestState,
  r: RestRequest,
  sql: string,
  params: unknown[],
  check?: (o: Outcome) => void,
): Promise<Outcome> {
  const rollback = r.prefs.tx === 'rollback';
  const mustDecide = !r.readOnly && (check !== undefined || rollback);
  let outcome: Outcome | undefined;
  const res = await runStatementAsCaller(state.db, r.caller, r.info, { sql, params }, {
    readOnly: r.readOnly,
    decide: mustDecide
      ? ([main]) => {
          outcome = outcomeOf(main!);
          check?.(outcome);
          return rollback ? 'rollback' : 'commit';
        }
      : undefined,
  });
  if (!outcome) {
    outcome = outcomeOf(res);
    check?.(outcome);
  }
  return outcome;
}
