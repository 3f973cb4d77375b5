// What a screen shows while its loader runs: grey blocks in the screen's shape (a heading, then a
// table's rows or a form's fields) instead of a blank area. The region is aria-busy and says
// "Loading…" to screen readers; the shimmer stops for prefers-reduced-motion (feedback.css).
import "./feedback.css";

export type SkeletonShape = "list" | "form";

function Block({ width, height = "1rem" }: { width: string; height?: string }) {
  return <span className="skeleton-block" style={{ width, height }} />;
}

const ROWS = [92, 78, 85, 70, 88];

export function ScreenSkeleton({ shape = "list" }: { shape?: SkeletonShape }) {
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading…
      </span>
      <div className="skeleton-shape" aria-hidden="true">
        <Block width="14rem" height="1.75rem" />
        {shape === "list" ? (
          <>
            <div className="skeleton-row">
              <Block width="16rem" height="2.25rem" />
              <Block width="8rem" height="2.25rem" />
            </div>
            {ROWS.map((w, i) => (
              <Block key={i} width={`${w}%`} height="2.25rem" />
            ))}
          </>
        ) : (
          ROWS.slice(0, 4).map((w, i) => (
            <div key={i} className="skeleton-field">
              <Block width="8rem" height="0.875rem" />
              <Block width={`${Math.min(w, 80)}%`} height="2.25rem" />
            </div>
          ))
        )}
      </div>
    </div>
  );
}
