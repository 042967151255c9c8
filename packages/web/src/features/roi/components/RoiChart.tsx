import { Stack, Text } from '@mantine/core';
import { formatRoiDollars, type RoiRoleResult } from '@jobsite/core';

const BAR_HEIGHT = 22;
const GAP = 14;
const LABEL_WIDTH = 130;
const VALUE_WIDTH = 110;
const WIDTH = 640;

/**
 * Money saved a year per role as horizontal bars. A plain SVG: three to a few dozen bars need
 * no chart library (@mantine/charts 9.7.3 pins @mantine/core 9.7.3 exactly and brings recharts
 * with redux), it prints as it shows, and the numbers beside the bars make it readable without
 * the colours. Screen readers get the table beside it; the SVG is labelled as one image.
 */
export function RoiChart({ roles }: { roles: readonly RoiRoleResult[] }) {
  const max = Math.max(1, ...roles.map((r) => r.yearly_cents_saved));
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = roles.length * (BAR_HEIGHT + GAP) + GAP;
  if (roles.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id="roi-chart-title">
        Money saved a year, by role
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby="roi-chart-title"
        aria-describedby="roi-chart-desc"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <desc id="roi-chart-desc">{roles.map((r) => `${r.name}: ${formatRoiDollars(r.yearly_cents_saved)}`).join('; ')}</desc>
        {roles.map((r, i) => {
          const y = GAP + i * (BAR_HEIGHT + GAP);
          const w = Math.max(2, Math.round((r.yearly_cents_saved / max) * barSpace));
          return (
            <g key={`${r.name}-${i}`}>
              <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="currentColor">
                {r.name.length > 18 ? `${r.name.slice(0, 17)}…` : r.name}
              </text>
              <rect x={LABEL_WIDTH} y={y} width={w} height={BAR_HEIGHT} rx={3} fill="var(--mantine-color-teal-6)" />
              <text x={LABEL_WIDTH + w + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" fontSize="13" fontWeight={600} fill="currentColor">
                {formatRoiDollars(r.yearly_cents_saved)}
              </text>
            </g>
          );
        })}
      </svg>
    </Stack>
  );
}
