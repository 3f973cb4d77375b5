// A pie as SVG: the first series' positive values as slices of a circle, in row order.
import { colourOf, type ChartData } from "./series";

const R = 140;
const C = 160;

function slicePath(start: number, end: number): string {
  const point = (a: number) => `${C + R * Math.sin(a)} ${C - R * Math.cos(a)}`;
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${C} ${C} L ${point(start)} A ${R} ${R} 0 ${large} 1 ${point(end)} Z`;
}

export function PieChart({ data }: { data: ChartData }) {
  const values = (data.series[0]?.values ?? []).map((v) => (v !== null && v > 0 ? v : 0));
  const total = values.reduce((a, b) => a + b, 0);
  let angle = 0;
  return (
    <svg className="chart-svg chart-pie" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      {total > 0 && values.filter((v) => v > 0).length === 1 ? (
        <circle className="chart-slice" cx={C} cy={C} r={R} fill={colourOf(values.findIndex((v) => v > 0))} />
      ) : (
        values.map((v, i) => {
          if (v === 0 || total === 0) return null;
          const start = angle;
          angle += (v / total) * 2 * Math.PI;
          return (
            <path
              key={i}
              className="chart-slice"
              d={slicePath(start, angle)}
              fill={colourOf(i)}
              stroke="#fff"
            >
              <title>{`${data.categories[i]}: ${v}`}</title>
            </path>
          );
        })
      )}
    </svg>
  );
}
