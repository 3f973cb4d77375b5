// The discount calls' paths in the OpenAPI document (openapi.ts merges them in).
import "./discount-schemas";

type Call = (
  scope: "discounts:read" | "discounts:write",
  summary: string,
  ok: { id: string; description: string },
  extra?: { parameters?: unknown[]; requestBody?: unknown; notFound?: boolean },
) => { responses: Record<string, unknown> } & Record<string, unknown>;

export function discountPaths(call: Call, ref: (id: string) => object) {
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
  const conflict = {
    description: "Another discount already uses the code.",
    content: { "application/json": { schema: ref("Error") } },
  };
  const withConflict = (op: ReturnType<Call>) => ({
    ...op,
    responses: { ...op.responses, "409": conflict },
  });
  const made = call(
    "discounts:write",
    "Make a discount code or an automatic discount",
    { id: "DiscountAnswer", description: "" },
    { requestBody: body },
  );
  const { "200": answer, ...others } = made.responses;
  const removed = call(
    "discounts:write",
    "Delete a discount",
    { id: "DiscountAnswer", description: "" },
    { parameters: [idParameter], notFound: true },
  );
  const { "200": _none, ...removedOthers } = removed.responses;
  return {
    "/discounts": {
      get: call("discounts:read", "List the site's discounts, newest first", {
        id: "DiscountList",
        description: "Every discount with its status and uses.",
      }),
      post: {
        ...made,
        responses: {
          "201": { ...(answer as object), description: "The discount made." },
          ...others,
          "409": conflict,
        },
      },
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
      delete: { ...removed, responses: { "204": { description: "Deleted." }, ...removedOthers } },
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
