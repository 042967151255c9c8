import { describe, it } from 'vitest';
import { expectAccessiblePages } from '../support/axe';
import { useJourney } from '../support/journey';

const journey = useJourney();

/** Issue 13.13: the foreman's key pages, on the job (a phone). */
describe("accessibility of the foreman's key pages", () => {
  it.each([
    ['foreman@demo.test', ['/dashboard', '/projects', '/project/tool/2', '/tool_items', '/tool_requests', '/shipping/4/'], { width: 390, height: 844 }],
  ] as const)('%s: %j at %o', (email, pages, viewport) => expectAccessiblePages(journey, email, pages, viewport));
});

/** Issue 19: the dashboard with all its sections, the ROI calculator, quick start and exports, on a laptop and a phone (the foreman's dashboard on the job is among his key pages above). */
describe('accessibility of the dashboard, ROI, quick start and exports', () => {
  it.each([
    ['buyer@demo.test', ['/dashboard', '/roi', '/quick_start_checklist', '/exports'], { width: 1366, height: 850 }],
    ['buyer@demo.test', ['/dashboard', '/roi', '/quick_start_checklist', '/exports'], { width: 390, height: 844 }],
  ] as const)('%s: %j at %o', (email, pages, viewport) => expectAccessiblePages(journey, email, pages, viewport));
});
