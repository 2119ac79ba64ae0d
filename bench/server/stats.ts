/**
 * Repetitions → min / median / max, ratios to the bare baselines, and the Markdown table.
 * Throughputs are shown as a share of bare ("34 % of bare"), costs as a multiple ("3.1× bare").
 */

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (s.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  const mid = Math.floor(s.length / 2);
  const median = s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  return { min: s[0] as number, median, max: s[s.length - 1] as number };
}

/** One measured quantity; `real[i]` and `bare[i]` come from the same repetition. */
export interface Metric {
  group: string;
  name: string;
  unit: string;
  /** Throughput (more is better) or cost (less is better): decides how the ratio reads. */
  kind: 'throughput' | 'cost' | 'plain';
  real: number[];
  bare: number[];
}

export class Results {
  readonly metrics = new Map<string, Metric>();

  add(group: string, name: string, unit: string, kind: Metric['kind'], real: number, bare?: number) {
    const key = `${group}|${name}`;
    let m = this.metrics.get(key);
    if (!m) {
      m = { group, name, unit, kind, real: [], bare: [] };
      this.metrics.set(key, m);
    }
    m.real.push(real);
    if (bare !== undefined) m.bare.push(bare);
  }
}

export function fmt(v: number, unit = ''): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? '–' : '∞';
  const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
  const n = v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit ? `${n} ${unit}` : n;
}

function ratios(m: Metric): Spread | undefined {
  if (m.bare.length === 0 || m.kind === 'plain') return undefined;
  // No ratio against a zero (a 0 ms p99) or from a never-acked message.
  const ratio = (r: number, b: number) =>
    b > 0 && Number.isFinite(r) && Number.isFinite(b) ? r / b : Number.NaN;
  return spread(m.real.map((r, i) => ratio(r, m.bare[i] ?? Number.NaN)));
}

/** "412 req/s = 6 % of bare (min 5 %, max 7 %)" or "12 ms = 3.1× bare (min 2.8×, max 3.5×)". */
export function describe(m: Metric): string {
  const v = spread(m.real);
  const value = fmt(v.median, m.unit);
  const range = m.real.length > 1 && !Number.isNaN(v.min) ? ` [${fmt(v.min)}–${fmt(v.max)}]` : '';
  const r = ratios(m);
  if (!r || !Number.isFinite(r.median)) return `${value}${range}`;
  const b = fmt(spread(m.bare).median, m.unit);
  const rr = m.real.length > 1;
  if (m.kind === 'throughput') {
    const pct = (x: number) => `${fmt(x * 100)} %`;
    return `${value}${range} = ${pct(r.median)} of bare ${b}${rr ? ` (min ${pct(r.min)}, max ${pct(r.max)})` : ''}`;
  }
  const x = (v: number) => `${fmt(v)}×`;
  return `${value}${range} = ${x(r.median)} bare ${b}${rr ? ` (min ${x(r.min)}, max ${x(r.max)})` : ''}`;
}

/** One table, one row per quantity, one column per database run. */
export function markdownTable(runs: { label: string; results: Results }[]): string {
  const keys: string[] = [];
  for (const run of runs) for (const k of run.results.metrics.keys()) if (!keys.includes(k)) keys.push(k);
  const head = `| measure | ${runs.map((r) => r.label).join(' | ')} |`;
  const sep = `| --- | ${runs.map(() => '---').join(' | ')} |`;
  const rows = keys.map((k) => {
    const [group, name] = k.split('|');
    const cells = runs.map((r) => {
      const m = r.results.metrics.get(k);
      return m ? describe(m) : '–';
    });
    return `| ${group} ${name} | ${cells.join(' | ')} |`;
  });
  return [head, sep, ...rows].join('\n');
}
