import type { FuzzReport } from './run-fuzz';

const pad = (text: string | number, width: number, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

/** The summary table: one line per route, the totals, then each failure with what to replay it with. */
export function formatReport(report: FuzzReport, options: { failuresShown?: number } = {}): string {
  const width = Math.min(70, Math.max(...report.routes.map((route) => route.route.length), 5));
  const header = `${pad('route', width)} ${pad('body from', 15)} ${pad('cases', 6, true)} ${pad('2xx', 5, true)} ${pad('3xx', 4, true)} ${pad('4xx', 6, true)} ${pad('5xx', 4, true)} ${pad('shape', 5, true)} ${pad('db', 4, true)} ${pad('ms', 7, true)}`;
  const lines = [header, '-'.repeat(header.length)];
  for (const route of report.routes) {
    lines.push(
      `${pad(route.route.slice(0, width), width)} ${pad(route.bodySource, 15)} ${pad(route.cases, 6, true)} ${pad(route.ok2xx, 5, true)} ${pad(route.redirect3xx, 4, true)} ${pad(route.client4xx, 6, true)} ${pad(route.server5xx, 4, true)} ${pad(route.badShape, 5, true)} ${pad(route.backstop, 4, true)} ${pad(route.ms, 7, true)}`,
    );
  }
  const sum = (key: 'ok2xx' | 'redirect3xx' | 'client4xx' | 'server5xx' | 'badShape' | 'backstop') =>
    report.routes.reduce((total, route) => total + route[key], 0);
  lines.push('-'.repeat(header.length));
  lines.push(
    `${pad(`${report.routes.length} routes`, width)} ${pad('', 15)} ${pad(report.cases, 6, true)} ${pad(sum('ok2xx'), 5, true)} ${pad(sum('redirect3xx'), 4, true)} ${pad(sum('client4xx'), 6, true)} ${pad(sum('server5xx'), 4, true)} ${pad(sum('badShape'), 5, true)} ${pad(sum('backstop'), 4, true)} ${pad(report.ms, 7, true)}`,
  );
  lines.push('');
  lines.push(
    `${sum('server5xx')} × 5xx, ${sum('badShape')} error bodies outside {detail} / {field: [...]}, in ${report.cases} cases over ${report.routes.length} routes (${(report.ms / 1000).toFixed(1)} s).`,
  );
  lines.push(`"db" counts 400s answered by the database-error backstop (a value the route let through): ${sum('backstop')}.`);
  const backstops = new Map<string, number>();
  for (const hit of report.backstops) {
    const key = `${hit.route} (SQLSTATE ${hit.sqlState}, e.g. ${hit.url} [${hit.bodyLabel}])`;
    const route = [...backstops.keys()].find((known) => known.startsWith(`${hit.route} (SQLSTATE ${hit.sqlState},`)) ?? key;
    backstops.set(route, (backstops.get(route) ?? 0) + 1);
  }
  for (const [where, count] of backstops) lines.push(`  db ${count} × ${where}`);
  const shown = report.failures.slice(0, options.failuresShown ?? 20);
  for (const failure of shown) {
    lines.push('');
    lines.push(`✗ ${failure.route} as ${failure.identity}: ${failure.problem} (status ${failure.status ?? 'none'})`);
    lines.push(`  ${failure.method} ${failure.url}  [${failure.bodyLabel}] ${failure.body}`);
    lines.push(`  answered: ${failure.response}`);
    if (failure.stack) lines.push(`  ${failure.stack.split('\n').slice(0, 8).join('\n  ')}`);
  }
  if (report.failures.length > shown.length) lines.push(`\n… and ${report.failures.length - shown.length} more failures.`);
  return lines.join('\n');
}
