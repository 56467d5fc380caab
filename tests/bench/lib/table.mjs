// Plain-text tables for the console.

export function renderTable(headers, rows, { align } = {}) {
  const cells = [headers, ...rows].map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const right = align ?? headers.map((_, i) => i > 0);
  const line = (r) => r.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
