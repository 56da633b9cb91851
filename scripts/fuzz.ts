import { parseArgs } from 'node:util';
import { createFuzzApp } from '../tests/support/fuzz/fuzz-app';
import { formatReport } from '../tests/support/fuzz/format-report';
import { runFuzz } from '../tests/support/fuzz/run-fuzz';

// `npm run fuzz -- [--cases-per-route N] [--seed S] [--filter TEXT] [--show N]`: every route of the app, with bodies
// and queries generated from its schema and then broken, as each kind of user and anonymously, on a fresh
// database (in-memory PGlite, or a new database on the PostgreSQL server named by DATABASE_URL, dropped after).
// Exits 1 when any case answered a 5xx or an error body outside {"detail"} / {"field": [...]}.
const { values } = parseArgs({
  options: {
    'cases-per-route': { type: 'string', default: '100' },
    seed: { type: 'string', default: '20261121' },
    filter: { type: 'string' },
    show: { type: 'string', default: '20' },
  },
});
const casesPerRoute = Number(values['cases-per-route']);
const seed = Number(values.seed);
if (!Number.isInteger(casesPerRoute) || casesPerRoute < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- --cases-per-route 1000 --seed 42 [--filter /api/user] [--show 20]');
  process.exit(2);
}
process.env.TEST_DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const fuzz = await createFuzzApp();
try {
  console.log(
    `Fuzzing ${fuzz.app.routeCatalog.length} routes, ${casesPerRoute} cases each, seed ${seed}, on ${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite'}…`,
  );
  const report = await runFuzz(fuzz, {
    casesPerRoute,
    seed,
    only: values.filter === undefined ? undefined : (route) => route.includes(values.filter!),
    onRoute: (tally, index, total) => {
      const flag = tally.server5xx + tally.badShape > 0 ? ` ✗ ${tally.server5xx} × 5xx, ${tally.badShape} bad bodies` : '';
      process.stderr.write(`[${index + 1}/${total}] ${tally.route} (${tally.ms} ms)${flag}\n`);
    },
  });
  console.log(formatReport(report, { failuresShown: Number(values.show) }));
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await fuzz.close();
}
