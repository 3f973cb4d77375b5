// The discount calls' paths in the OpenAPI document (openapi.ts merges them in).
import "./discount-schemas";
import type { OperationCall } from "./openapi";

export function discountPaths(call: OperationCall, ref: (id: string) => object) {
  const idParameter = { name: "discountId", in: "path", required: true, schema: { type: "string" } };
  const body = { required: true, content: { "application/json": { schema: ref("DiscountInput") } } };
  const enabledBody = {
    required: true,
    content: {
      "application/json": {
        schema: { type: "object", properties: { enabled: { type: "boolean" } }, required: ["enabled"] },
      },
    },
  };
  // Only a code can clash with another discount's.
  const withConflict = (op: ReturnType<OperationCall>) => ({
    ...op,
    responses: {
      ...op.responses,
      "409": {
        description: "Another discount already uses the code.",
        content: { "application/json": { schema: ref("Error") } },
      },
    },
  });
  return {
    "/discounts": {
      get: call("discounts:read", "List the site's discounts, newest first", {
        id: "DiscountList",
        description: "Every discount with its status and uses.",
      }),
      post: withConflict(
        call(
          "discounts:write",
          "Make a discount code or an automatic discount",
          { id: "DiscountAnswer", description: "The discount made." },
          { requestBody: body, okStatus: "201" },
        ),
      ),
    },
    "/discounts/{discountId}": {
      get: call(
        "discounts:read",
        "Read one discount",
        { id: "DiscountAnswer", description: "The discount." },
        { parameters: [idParameter], notFound: true },
      ),
      put: withConflict(
        call(
          "discounts:write",
          "Replace a discount's terms (its uses stay)",
          { id: "DiscountAnswer", description: "The discount after the change." },
          { parameters: [idParameter], requestBody: body, notFound: true },
        ),
      ),
      delete: call(
        "discounts:write",
        "Delete a discount",
        { id: "DiscountAnswer", description: "Deleted." },
        { parameters: [idParameter], notFound: true, okStatus: "204" },
      ),
    },
    "/discounts/{discountId}/enabled": {
      put: call(
        "discounts:write",
        "Switch a discount on or off",
        { id: "DiscountAnswer", description: "The discount after the change." },
        { parameters: [idParameter], requestBody: enabledBody, notFound: true },
      ),
    },
  };
}
