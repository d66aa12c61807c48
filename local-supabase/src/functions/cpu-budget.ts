/** One request being answered, and its share of the CPU its process spent meanwhile. */
export interface CpuTicket {
  spentMs: number;
}

export interface CpuBudgetOptions {
  /** The process's CPU time so far in ms, or undefined when it cannot be read (then nothing is enforced). */
  readCpuMs(): number | undefined;
  /** Hosted's CPU time per request. */
  limitMs: number;
  /** Called once, the first time a request's share passes the limit. */
  onExceeded(spentMs: number): void;
  sampleEveryMs?: number;
}

/**
 * Hosted's "2 s of CPU per request, async I/O not counted", kept for a process that answers several requests at
 * once: the process's CPU time is sampled on a timer, and each interval's CPU is shared equally among the requests
 * in flight at its end. Waiting on I/O costs no CPU, so only computing counts, as on hosted. A share is an estimate
 * when requests overlap (who computed is not known), close for one request at a time; CPU spent with no request in
 * flight (work after an answer) is charged to none. Requests themselves cost nothing here (no system call on the
 * proxy's path): only the timer reads /proc, ten times a second.
 */
export class CpuBudget {
  private readonly tickets = new Set<CpuTicket>();
  private last: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private exceeded = false;

  constructor(private readonly options: CpuBudgetOptions) {}

  get inFlight(): number {
    return this.tickets.size;
  }

  /** Starts sampling (once the process exists); does nothing where CPU time cannot be read. */
  start(): void {
    if (this.timer || this.exceeded) return;
    this.last = this.options.readCpuMs();
    if (this.last === undefined) return;
    this.timer = setInterval(() => this.sample(), this.options.sampleEveryMs ?? 100);
    this.timer.unref();
  }

  begin(): CpuTicket {
    const ticket = { spentMs: 0 };
    this.tickets.add(ticket);
    return ticket;
  }

  end(ticket: CpuTicket): void {
    this.tickets.delete(ticket);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Charges the CPU spent since the last sample to the requests in flight now. */
  sample(): void {
    if (this.exceeded || this.last === undefined) return;
    const now = this.options.readCpuMs();
    if (now === undefined) return;
    const spent = now - this.last;
    this.last = now;
    if (this.tickets.size === 0) return;
    const share = spent / this.tickets.size;
    for (const ticket of this.tickets) {
      ticket.spentMs += share;
      if (ticket.spentMs > this.options.limitMs) {
        this.exceeded = true;
        this.stop();
        this.options.onExceeded(ticket.spentMs);
        return;
      }
    }
  }
}
