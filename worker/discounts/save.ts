// A save's outcome as an HTTP answer: the owner calls and the public API share the statuses and
// messages (404 unknown discount, 409 code taken, 400 unknown product or category).
import type { DiscountProblem, SaveResult } from "../db/discounts";
import {
  DISCOUNT_CODE_TAKEN,
  DISCOUNT_NOT_FOUND,
  discountCategoryNotFound,
  discountProductNotFound,
} from "./messages";

export function saveRefusal(result: Exclude<SaveResult, { ok: true }> | { ok: false; kind: "not-found" }): {
  status: 400 | 404 | 409;
  message: string;
} {
  const problem = result as DiscountProblem | { kind: "not-found" };
  switch (problem.kind) {
    case "not-found":
      return { status: 404, message: DISCOUNT_NOT_FOUND };
    case "code-taken":
      return { status: 409, message: DISCOUNT_CODE_TAKEN };
    case "product-not-found":
      return { status: 400, message: discountProductNotFound(problem.id) };
    case "category-not-found":
      return { status: 400, message: discountCategoryNotFound(problem.name) };
  }
}
