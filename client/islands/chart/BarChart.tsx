// Grouped bars as SVG: one group per category, one bar per series, a y axis with round ticks.
// Rendered on the server too, so the chart shows before any script runs.
import { colourOf, niceTicks, type ChartData } from "./series";

const W = 640;
const H = 320;
const PAD = { top: 12, right: 12, bottom: 48, left: 48 };

export function BarChart({ data }: { data: ChartData }) {
  const values = data.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo || 1)) * plotH;
  const groupW = plotW / Math.max(1, data.categories.length);
  const barW = (groupW * 0.8) / Math.max(1, data.series.length);
  return (
    <svg className="chart-svg" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#ddd" />
          <text x={PAD.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize="12">
            {t.toLocaleString()}
          </text>
        </g>
      ))}
      {data.categories.map((category, i) => {
        const x0 = PAD.left + i * groupW + groupW * 0.1;
        return (
          <g key={i}>
            {data.series.map((s, k) => {
              const v = s.values[i];
              if (v === null || v === undefined) return null;
              const top = Math.min(y(v), y(0));
              return (
                <rect
                  key={k}
                  className="chart-bar"
                  x={x0 + k * barW}
                  y={top}
                  width={Math.max(1, barW - 2)}
                  height={Math.abs(y(v) - y(0))}
                  fill={colourOf(k)}
                >
                  <title>{`${category}, ${s.name}: ${v}`}</title>
                </rect>
              );
            })}
            <text x={x0 + (groupW * 0.8) / 2} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="12">
              {category.length > 14 ? `${category.slice(0, 13)}…` : category}
            </text>
          </g>
        );
      })}
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#333" />
    </svg>
  );
}
