// A form's dirtiness, for the unsaved-changes guard. useDirtyValues is for a screen that holds its
// values in state (compared with the last saved ones); useDirtyForm for a form whose fields keep
// their own values (dirty from the first edit until markSaved).
import { useState } from "react";
import { differs, snapshot } from "./dirty";

export function useDirtyValues<T>(values: T) {
  const [baseline, setBaseline] = useState(() => snapshot(values));
  return {
    isDirty: differs(baseline, values),
    /** The values now stored (default: the ones on screen). */
    markSaved: (saved: T = values) => setBaseline(snapshot(saved)),
  };
}

export function useDirtyForm() {
  const [isDirty, setDirty] = useState(false);
  return {
    isDirty,
    /** Spread on the <form>: any field's change (input and change events bubble) makes it dirty. */
    formProps: { onChange: () => setDirty(true) },
    markDirty: () => setDirty(true),
    markSaved: () => setDirty(false),
  };
}
