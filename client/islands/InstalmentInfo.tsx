import { Dialog } from "./Dialog";

export const INSTALMENT_INFO_TITLE = "Pay in 4 interest-free instalments";

interface Props {
  /** Instalments per purchase (INSTALMENT_COUNT, handed over by the pill: its module stays in the pill's chunk). */
  count: number;
  min: string;
  max: string;
  onClose: () => void;
}

/** The instalment pill's info modal (loaded on first open). */
export function InstalmentInfo({ count, min, max, onClose }: Props) {
  return (
    <Dialog title={INSTALMENT_INFO_TITLE} onClose={onClose} className="instalment-info">
      <p>
        Split your purchase into {count} payments, due every two weeks. The first is taken at checkout. No
        interest, no fees when you pay on time.
      </p>
      <p>
        Available for orders over {min} and up to {max}, shipped to the United States, Canada, Australia, New
        Zealand or the United Kingdom.
      </p>
    </Dialog>
  );
}
