// The add-to-cart button's state machine (spec section 4), free of React and of real time so
// its timings can be tested with a controllable clock.
//
//   idle --click--> adding --success, then 1 s--> added --2 s--> idle
//                   adding --failure (error shown)--1 s--> idle
//   idle --selectOption (list page, option unchosen)--> select-option --2 s--> idle
//   adding --cancelled (the visitor closed the additional-fields form)--> idle
// Clicks outside idle are ignored (no double adds while adding, none while 'Added!').

export const ADDED_DELAY_MS = 1000;
export const ADDED_REVERT_MS = 2000;
export const FAILURE_REVERT_MS = 1000;
export const SELECT_OPTION_MS = 2000;

export type ButtonStatus = "idle" | "adding" | "added" | "select-option";

export interface ButtonState {
  status: ButtonStatus;
  /** The last failure's message, shown until the next attempt. */
  error: { title: string; message: string } | null;
}

export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type AddOutcome =
  { ok: true } | { ok: false; title: string; message: string } | { ok: false; cancelled: true };

export interface AddToCartMachine {
  readonly state: ButtonState;
  /** Runs one add unless the button is busy; resolves once the outcome is known. */
  click(add: () => Promise<AddOutcome>): Promise<void>;
  /** 'Select Option', disabled, for 2 s (a list-page button whose product needs an option). */
  selectOption(): void;
  /** Stops pending timers (the island unmounted). */
  dispose(): void;
}

/** The machine of one button; `onChange` hears each new state. */
export function addToCartMachine(clock: Clock, onChange: (state: ButtonState) => void): AddToCartMachine {
  let state: ButtonState = { status: "idle", error: null };
  let timer: unknown = null;
  const set = (status: ButtonStatus, error: ButtonState["error"] = null) =>
    onChange((state = { status, error }));
  const after = (ms: number, fn: () => void) => {
    timer = clock.setTimeout(() => {
      timer = null;
      fn();
    }, ms);
  };
  return {
    get state() {
      return state;
    },
    async click(add) {
      if (state.status !== "idle") return;
      set("adding");
      const outcome = await add();
      if ("cancelled" in outcome) set("idle");
      else if (outcome.ok) {
        after(ADDED_DELAY_MS, () => {
          set("added");
          after(ADDED_REVERT_MS, () => set("idle"));
        });
      } else {
        const error = { title: outcome.title, message: outcome.message };
        set("adding", error);
        after(FAILURE_REVERT_MS, () => set("idle", error));
      }
    },
    selectOption() {
      if (state.status !== "idle") return;
      set("select-option");
      after(SELECT_OPTION_MS, () => set("idle"));
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
