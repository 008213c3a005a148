import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@hogarte/shared/contracts/admin-dashboard';
import { formatCalendarDay, formatCop } from '../../../lib/format';

type SalesDay = AdminDashboard['sales']['daily'][number];

// The drawing's own units; the SVG stretches to the card's width, so only the ratio matters.
const WIDTH = 300;
const HEIGHT = 100;
const GAP = 2;
/** A day without sales still shows a sliver, so the 30 days read as a row. */
const EMPTY_DAY_HEIGHT = 1.5;

export const salesCount = (count: number) => `${count} ${count === 1 ? 'venta' : 'ventas'}`;

/**
 * The daily sales of the last days as plain SVG bars (the bundle has no chart library), each
 * bar's tooltip its day, count and amount, and a summary for screen readers.
 */
export function DashboardSalesChart({ days }: { days: SalesDay[] }) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const best = days.reduce((top, day) => (day.amount > top.amount ? day : top), first);
  const slot = WIDTH / days.length;
  const summary =
    best.amount > 0
      ? `Ventas diarias del ${formatCalendarDay(first.day)} al ${formatCalendarDay(last.day)}; el mejor día, ${formatCalendarDay(best.day)}, con ${salesCount(best.count)} por ${formatCop(best.amount)}`
      : `Sin ventas del ${formatCalendarDay(first.day)} al ${formatCalendarDay(last.day)}`;
  return (
    <Box>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ display: 'block', width: '100%', height: 120, color: 'primary.main' }}
      >
        {days.map((day, index) => {
          const height =
            day.amount > 0 ? Math.max(EMPTY_DAY_HEIGHT, (day.amount / best.amount) * HEIGHT) : 0;
          return (
            <rect
              key={day.day}
              x={index * slot + GAP / 2}
              y={HEIGHT - (height || EMPTY_DAY_HEIGHT)}
              width={slot - GAP}
              height={height || EMPTY_DAY_HEIGHT}
              fill="currentColor"
              opacity={height ? 1 : 0.25}
            >
              <title>{`${formatCalendarDay(day.day)}: ${salesCount(day.count)}, ${formatCop(day.amount)}`}</title>
            </rect>
          );
        })}
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5, color: 'text.secondary' }}
      >
        <Typography variant="caption">{formatCalendarDay(first.day)}</Typography>
        <Typography variant="caption">{formatCalendarDay(last.day)}</Typography>
      </Box>
    </Box>
  );
}
