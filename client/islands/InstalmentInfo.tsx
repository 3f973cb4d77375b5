import { INSTALMENT_COUNT } from "../../worker/commerce/instalments";
import { Dialog } from "./Dialog";

export const INSTALMENT_INFO_TITLE = "Pay in 4 interest-free instalments";

/** The instalment pill's info modal (loaded on first open). */
export function InstalmentInfo({ min, max, onClose }: { min: string; max: string; onClose: () => void }) {
  return (
    <Dialog title={INSTALMENT_INFO_TITLE} onClose={onClose} className="instalment-info">
      <p>
        Split your purchase into {INSTALMENT_COUNT} payments, due every two weeks. The first is taken at
        checkout. No interest, no fees when you pay on time.
      </p>
      <p>
        Available for orders over {min} and up to {max}, shipped to the United States, Canada, Australia, New
        Zealand or the United Kingdom.
      </p>
    </Dialog>
  );
}
