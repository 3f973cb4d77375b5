import { describe, expect, it, vi, beforeEach, afterEach } from "vitest";
import {
  addToCartMachine,
  type AddOutcome,
  type ButtonState,
} from "../../client/islands/add-to-cart-machine";

const clock = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function machine() {
  const seen: ButtonState["status"][] = [];
  const m = addToCartMachine(clock, (s) => seen.push(s.status));
  return { m, seen };
}

const ok = async (): Promise<AddOutcome> => ({ ok: true });
const fail = async (): Promise<AddOutcome> => ({
  ok: false,
  title: "Unable to Add Item",
  message: "Sorry, we do not have enough of that item available.",
});

describe("add-to-cart button state machine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows Adding… until 1 s after success, then Added! for 2 s, then idle", async () => {
    const { m } = machine();
    await m.click(ok);
    expect(m.state.status).toBe("adding");
    await vi.advanceTimersByTimeAsync(999);
    expect(m.state.status).toBe("adding");
    await vi.advanceTimersByTimeAsync(1);
    expect(m.state.status).toBe("added");
    await vi.advanceTimersByTimeAsync(1999);
    expect(m.state.status).toBe("added");
    await vi.advanceTimersByTimeAsync(1);
    expect(m.state.status).toBe("idle");
  });

  it("ignores clicks while Added! is shown and while adding", async () => {
    const { m } = machine();
    const add = vi.fn(ok);
    await m.click(add);
    await m.click(add);
    await vi.advanceTimersByTimeAsync(1000);
    expect(m.state.status).toBe("added");
    await m.click(add);
    expect(add).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    await m.click(add);
    expect(add).toHaveBeenCalledTimes(2);
  });

  it("shows the error on failure and returns to idle after 1 s, keeping the message until the next try", async () => {
    const { m } = machine();
    await m.click(fail);
    expect(m.state.error).toEqual({
      title: "Unable to Add Item",
      message: "Sorry, we do not have enough of that item available.",
    });
    expect(m.state.status).toBe("adding");
    await vi.advanceTimersByTimeAsync(1000);
    expect(m.state.status).toBe("idle");
    expect(m.state.error?.message).toBe("Sorry, we do not have enough of that item available.");
    await m.click(ok);
    expect(m.state.error).toBeNull();
  });

  it("passes idle -> adding -> added -> idle in order", async () => {
    const { m, seen } = machine();
    await m.click(ok);
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual(["adding", "added", "idle"]);
  });

  it("stops its timers when disposed", async () => {
    const { m } = machine();
    await m.click(ok);
    m.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(m.state.status).toBe("adding");
  });

  it("shows Select Option for 2 s, ignoring clicks, then returns to idle", async () => {
    const { m, seen } = machine();
    m.selectOption();
    expect(m.state.status).toBe("select-option");
    const add = vi.fn(ok);
    await m.click(add);
    expect(add).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1999);
    expect(m.state.status).toBe("select-option");
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(["select-option", "idle"]);
  });

  it("returns to idle at once, without an error, when the visitor closes the additional-fields form", async () => {
    const { m, seen } = machine();
    await m.click(async () => ({ ok: false, cancelled: true }));
    expect(seen).toEqual(["adding", "idle"]);
    expect(m.state.error).toBeNull();
  });
});
