// Small statistics and formatting helpers shared by the benchmarks.

export function median(values) {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

export const kib = (bytes) => bytes / 1024;

export function fmt(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  if (typeof value !== 'number') return String(value);
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A metric: a figure beside its bar. `op` is '<=' or '>='; bar undefined means informational. */
export function metric(name, value, unit, bar, op = '<=', note) {
  let meets = null;
  if (bar !== undefined && Number.isFinite(value)) meets = op === '<=' ? value <= bar : value >= bar;
  return { name, value, unit, bar: bar === undefined ? null : bar, op: bar === undefined ? null : op, meets, note: note ?? null };
}
