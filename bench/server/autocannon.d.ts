/** The part of autocannon's programmatic API the harness uses (the package ships no types). */
declare module 'autocannon' {
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: RequestSpec, context: Record<string, unknown>) => RequestSpec | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Client {
    requestIterator: {
      initialContext: Record<string, unknown>;
      requests: RequestSpec[];
      resetContext(): void;
      setRequests(requests: RequestSpec[]): void;
    };
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    setupClient?: (client: Client) => void;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
