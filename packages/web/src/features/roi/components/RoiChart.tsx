import { Stack, Text } from '@mantine/core';
import { formatRoiDollars, type RoiRoleResult } from '@jobsite/core';
import { useIsPhone } from '../../../components/ResponsiveModal';

const BAR_HEIGHT = 22;
const GAP = 14;
const FONT_SIZE = 13;
/** The drawing's width in its own units; on a phone narrower, so its 13-unit text stays about 12 px once scaled to the screen. */
const LAYOUT = { wide: { width: 640, label: 130, value: 110 }, phone: { width: 340, label: 96, value: 80 } } as const;
/** Space between a bar's end and its amount. */
const VALUE_GAP = 6;

/**
 * How wide a bold amount may draw, generously: digits and "$" at 0.72 em, "," and "." at 0.4 em
 * (DejaVu Sans Bold, the widest of the usual fallbacks, draws digits at 0.70 em).
 */
const amountWidth = (text: string) => [...text].reduce((w, c) => w + (c === ',' || c === '.' ? 0.4 : 0.72) * FONT_SIZE, 0);

/**
 * Money saved a year per role as horizontal bars. A plain SVG: three to a few dozen bars need
 * no chart library (@mantine/charts 9.7.3 pins @mantine/core 9.7.3 exactly and brings recharts
 * with redux), it prints as it shows, and the numbers beside the bars make it readable without
 * the colours. Screen readers get the table beside it; the SVG is labelled as one image.
 */
export function RoiChart({ roles }: { roles: readonly RoiRoleResult[] }) {
  const { width, label: labelWidth, value: minValueWidth } = LAYOUT[useIsPhone() ? 'phone' : 'wide'];
  // The amounts' column fits the longest amount ($15,000.00 on a phone), the bars take the rest.
  const valueWidth = Math.max(minValueWidth, Math.ceil(VALUE_GAP + Math.max(0, ...roles.map((r) => amountWidth(formatRoiDollars(r.yearly_cents_saved)))) + 4));
  const max = Math.max(1, ...roles.map((r) => r.yearly_cents_saved));
  const barSpace = width - labelWidth - valueWidth;
  const maxName = Math.floor(labelWidth / 7);
  const height = roles.length * (BAR_HEIGHT + GAP) + GAP;
  if (roles.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id="roi-chart-title">
        Money saved a year, by role
      </Text>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby="roi-chart-title"
        aria-describedby="roi-chart-desc"
        style={{ maxWidth: width, display: 'block' }}
      >
        <desc id="roi-chart-desc">{roles.map((r) => `${r.name}: ${formatRoiDollars(r.yearly_cents_saved)}`).join('; ')}</desc>
        {roles.map((r, i) => {
          const y = GAP + i * (BAR_HEIGHT + GAP);
          const w = Math.max(2, Math.round((r.yearly_cents_saved / max) * barSpace));
          return (
            <g key={`${r.name}-${i}`}>
              <text x={labelWidth - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" fontSize={FONT_SIZE} fill="currentColor">
                {r.name.length > maxName ? `${r.name.slice(0, maxName - 1)}…` : r.name}
              </text>
              <rect x={labelWidth} y={y} width={w} height={BAR_HEIGHT} rx={3} fill="var(--mantine-color-teal-6)" />
              <text x={labelWidth + w + VALUE_GAP} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" fontSize={FONT_SIZE} fontWeight={600} fill="currentColor">
                {formatRoiDollars(r.yearly_cents_saved)}
              </text>
            </g>
          );
        })}
      </svg>
    </Stack>
  );
}
