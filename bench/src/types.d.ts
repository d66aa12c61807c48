declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
    timeout?: number;
    overallRate?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    throughput: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Instance extends Promise<Result> {
    on(event: 'response', cb: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  function autocannon(opts: Options): Instance;
  export = autocannon;
}
