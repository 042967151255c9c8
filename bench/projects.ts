/**
 * The projects benchmark: 20,000 projects for one company, then the list and search
 * calls driven with autocannon against the real server. Writes results/projects.json.
 * It measures; it never fails a test run.
 *
 *   npm run bench                                  # embedded PGlite in a temporary DATA_DIR
 *   BENCH_DATABASE_URL=postgres://... npm run bench # a PostgreSQL database (a company is added to it)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench   (default connections: 1 on PGlite, 8 on PostgreSQL)
 */
import { seedProjects } from './seed-projects';
import { type BenchAuth, benchOptions, runScenarios, type Scenario } from './support';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 20_000);
const options = benchOptions();

/** `path` is what the results record: OWNER stands for the bench user's id, DEEP_NEXT for the next link of row 17,500. */
const scenarios: Scenario[] = [
  { name: 'ListProject first page', method: 'GET', path: '/api/v1/ListProject/' },
  { name: 'ListProject top level, active', method: 'GET', path: '/api/v1/ListProject/?parent_id=0&status=active' },
  { name: 'ListProject filtered (search text + status + jobs only)', method: 'GET', path: '/api/v1/ListProject/?st=tower&status=active,completed&is_job_only=true' },
  { name: 'ListProject sorted by newest, my projects', method: 'GET', path: '/api/v1/ListProject/?sR=-created_at&owner_id=OWNER' },
  { name: 'ListProject deep page by number (page=701, offset 17,500)', method: 'GET', path: '/api/v1/ListProject/?page=701' },
  { name: 'ListProject deep page by next link (after row 17,500)', method: 'GET', path: 'DEEP_NEXT' },
  { name: 'projects/search/ by name or job #', method: 'POST', path: '/api/v1/projects/search/', body: { search_string: 'harbor' } },
  { name: 'SearchProjects/ (request access dialog)', method: 'GET', path: '/api/v1/SearchProjects/?search_text=lodge' },
];

/** Walks the next links (200 rows a page) to row 17,500, as load-more would, and returns that page's next link. */
async function deepNextLink(baseUrl: string, auth: BenchAuth): Promise<string> {
  let url = `${baseUrl}/api/v1/ListProject/?page_size=175`;
  for (let i = 0; i < 100; i++) {
    const body = (await (await fetch(url, { headers: { cookie: auth.cookie } })).json()) as { next: string };
    url = body.next;
  }
  return url.replace('page_size=175', 'page_size=25');
}

function main() {
  return runScenarios({
    name: 'projects',
    what: `${PROJECTS.toLocaleString()} projects`,
    options,
    seed: (target) => seedProjects({ ...target, count: PROJECTS }),
    scenarios: async (seeded, { baseUrl, auth }) => {
      const deepNext = await deepNextLink(baseUrl, auth.user);
      return scenarios.map((s) => ({ ...s, url: s.path === 'DEEP_NEXT' ? deepNext : s.path.replace('OWNER', String(seeded.accountId)) }));
    },
    data: { projects: PROJECTS },
  });
}

// Run by bench/run.ts with the other benchmarks (npm run bench -- projects for this one alone).
export default main;
