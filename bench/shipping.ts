/**
 * The shipping benchmark: 50,000 shipping forms (two items each, every status, on 300
 * projects) for one contractor, then driven with autocannon against the real server: the
 * list's first page, filtered by status, by project, a search by tracking number, and one
 * whole form (items, bins, packaging, CC, change log, abilities). Writes
 * results/shipping.json (or shipping-postgres.json). It measures; it never fails a test run.
 *
 *   npm run bench -- shipping
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- shipping
 *   BENCH_FORMS=10000 BENCH_SECONDS=10 npm run bench -- shipping
 */
import { benchOptions, runScenarios } from './support';
import { seedShippingForms } from './seed-shipping';

const FORMS = Number(process.env.BENCH_FORMS ?? 50_000);
const options = benchOptions();

function main() {
  return runScenarios({
    name: 'shipping',
    what: `${FORMS.toLocaleString()} shipping forms`,
    options,
    seed: (target) => seedShippingForms(target, FORMS),
    scenarios: (seeded) => [
      { name: 'ShippingForms/list/ first page', path: '/api/v1/ShippingForms/list/' },
      { name: 'ShippingForms/list/ in transit', path: '/api/v1/ShippingForms/list/?status=in%20transit' },
      { name: 'ShippingForms/list/ one project', path: `/api/v1/ShippingForms/list/?project_id=${seeded.projectId}` },
      { name: 'ShippingForms/list/ search tracking #', path: '/api/v1/ShippingForms/list/?search=TRK-004242' },
      { name: 'ShippingForms/{id}/get/', path: `/api/v1/ShippingForms/${seeded.formId}/get/` },
    ],
    data: { forms: FORMS },
  });
}

export default main;
