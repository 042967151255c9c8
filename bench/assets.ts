/**
 * The assets benchmark: 100,000 tool items (50 models, 10 bins, a fifth of them out on 300
 * projects, one in twelve not ok) for one contractor, then the tool items list driven with
 * autocannon against the real server: first page, filtered by status, by project, by
 * expected-return status, and a search by serial number. Writes results/assets.json (or
 * assets-postgres.json). It measures; it never fails a test run.
 *
 *   npm run bench -- assets
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- assets
 *   BENCH_ITEMS=20000 BENCH_SECONDS=10 npm run bench -- assets
 */
import { benchOptions, runScenarios } from './support';
import { seedToolItems } from './seed-assets';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const options = benchOptions();

function main() {
  return runScenarios({
    name: 'assets',
    what: `${ITEMS.toLocaleString()} tool items`,
    options,
    seed: (target) => seedToolItems(target, ITEMS),
    scenarios: (seeded) => [
      { name: 'tool_items/ first page', path: '/api/v1/tool_items/?service=tool' },
      { name: 'tool_items/ status need repair', path: '/api/v1/tool_items/?service=tool&status=need%20repair' },
      { name: 'tool_items/ on one project', path: `/api/v1/tool_items/?service=tool&project_id=${seeded.projectId}` },
      { name: 'tool_items/ status ok on one project', path: `/api/v1/tool_items/?service=tool&status=ok&project_id=${seeded.projectId}` },
      { name: 'tool_items/ overdue', path: '/api/v1/tool_items/?service=tool&expected_return_status=overdue' },
      { name: 'tool_items/ search serial', path: '/api/v1/tool_items/?service=tool&search=SN-004242' },
    ],
    data: { items: ITEMS },
  });
}

export default main;
