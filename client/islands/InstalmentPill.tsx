import { Suspense, useState } from "react";
import { lazyPart } from "./lazy-part";
import {
  INSTALMENT_COUNT,
  instalmentQuote,
  OUT_OF_RANGE_OVER,
  OUT_OF_RANGE_UP_TO,
} from "../../worker/commerce/instalments";
import { formatMinor } from "../../worker/commerce/format-minor";

const InstalmentInfo = lazyPart("InstalmentInfo", () =>
  import("./product-parts").then((m) => m.InstalmentInfo),
);

export interface InstalmentPillProps {
  /** The price to split, minor units (the chosen variant's, sale price while on sale). */
  priceCents: number;
  range: { minCents: number; maxCents: number };
  currency: string;
  locale: string;
}

/** The buy-now-pay-later pill with its info modal (spec sections 4, 5 and 9). */
export function InstalmentPill({ priceCents, range, currency, locale }: InstalmentPillProps) {
  const [open, setOpen] = useState(false);
  const quote = instalmentQuote(priceCents, range);
  const money = (cents: number) => formatMinor(cents, currency, locale);
  return (
    <div className="instalment-pill" data-kind={quote.kind}>
      {quote.kind === "pill" ? (
        <span className="instalment-text">
          or {INSTALMENT_COUNT} interest-free payments of <strong>{money(quote.instalmentCents)}</strong>
        </span>
      ) : (
        <span className="instalment-text">
          Pay in {INSTALMENT_COUNT} instalments{" "}
          <span className="instalment-range">
            {(quote.kind === "over" ? OUT_OF_RANGE_OVER : OUT_OF_RANGE_UP_TO).replace(
              "{amount}",
              money(quote.amountCents),
            )}
          </span>
        </span>
      )}
      <button
        type="button"
        className="instalment-info-button"
        aria-haspopup="dialog"
        aria-label="About paying in instalments"
        onClick={() => setOpen(true)}
      >
        ⓘ
      </button>
      {open && (
        <Suspense fallback={null}>
          <InstalmentInfo
            count={INSTALMENT_COUNT}
            min={money(range.minCents)}
            max={money(range.maxCents)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
