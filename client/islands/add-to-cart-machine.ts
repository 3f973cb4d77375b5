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

export class AddToCartMachine {
  #state: ButtonState = { status: "idle", error: null };
  #timer: unknown = null;

  constructor(
    private readonly clock: Clock,
    private readonly onChange: (state: ButtonState) => void,
  ) {}

  get state(): ButtonState {
    return this.#state;
  }

  /** Runs one add unless the button is busy; resolves once the outcome is known. */
  async click(add: () => Promise<AddOutcome>): Promise<void> {
    if (this.#state.status !== "idle") return;
    this.#set({ status: "adding", error: null });
    const outcome = await add();
    if ("cancelled" in outcome) {
      this.#set({ status: "idle", error: null });
    } else if (outcome.ok) {
      this.#after(ADDED_DELAY_MS, () => {
        this.#set({ status: "added", error: null });
        this.#after(ADDED_REVERT_MS, () => this.#set({ status: "idle", error: null }));
      });
    } else {
      const error = { title: outcome.title, message: outcome.message };
      this.#set({ status: "adding", error });
      this.#after(FAILURE_REVERT_MS, () => this.#set({ status: "idle", error }));
    }
  }

  /** 'Select Option', disabled, for 2 s (a list-page button whose product needs an option). */
  selectOption(): void {
    if (this.#state.status !== "idle") return;
    this.#set({ status: "select-option", error: null });
    this.#after(SELECT_OPTION_MS, () => this.#set({ status: "idle", error: null }));
  }

  /** Stops pending timers (the island unmounted). */
  dispose(): void {
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #after(ms: number, fn: () => void) {
    this.#timer = this.clock.setTimeout(() => {
      this.#timer = null;
      fn();
    }, ms);
  }

  #set(state: ButtonState) {
    this.#state = state;
    this.onChange(state);
  }
}
