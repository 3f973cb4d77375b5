// The restock sign-up slot (spec sections 4 and 5), shown for a sold-out variant:
//   idle --submit--> (email checked here) --> call made --> success | error
// The error is cleared on each new attempt; success replaces the form with the site's own success
// text, else 'Signed up!'. A captcha step comes with the captcha providers (issue 8).
import { useId, useState } from "react";
import { selectOptionsMessage } from "../../worker/commerce/messages";
import type { ProductFormModel } from "../../worker/commerce/product-form";
import { isValidEmail } from "../../worker/forms/email-check";
import {
  RESTOCK_EMAIL_BLANK,
  RESTOCK_EMAIL_INVALID,
  RESTOCK_SIGNED_UP,
} from "../../worker/forms/restock-messages";
import { signUpForRestock } from "./restock-api";

export interface RestockFormProps {
  restock: NonNullable<ProductFormModel["restock"]>;
  productId: string;
  /** The sold-out variant chosen; absent while options are still unselected. */
  variantId?: string;
  /** Options still to choose (for the section 5 message when no variant is chosen yet). */
  missingOptions: string[];
  language: string;
}

type Status = { kind: "idle" | "sending" | "done" } | { kind: "error"; message: string };

export function RestockForm({ restock, productId, variantId, missingOptions, language }: RestockFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [optIn, setOptIn] = useState(restock.mailingList?.optInByDefault ?? false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  if (status.kind === "done") {
    return (
      <p className="product-restock product-restock-success" role="status">
        {restock.successText || RESTOCK_SIGNED_UP}
      </p>
    );
  }

  async function submit() {
    if (status.kind === "sending") return;
    setStatus({ kind: "idle" }); // each attempt starts without the last error
    const value = email.trim();
    if (!value) return setStatus({ kind: "error", message: RESTOCK_EMAIL_BLANK });
    if (!isValidEmail(value)) return setStatus({ kind: "error", message: RESTOCK_EMAIL_INVALID });
    if (!variantId) return setStatus({ kind: "error", message: selectOptionsMessage(missingOptions) });
    setStatus({ kind: "sending" });
    const result = await signUpForRestock({
      productId,
      variantId,
      siteVisitorEmail: value,
      isJoinMailingList: restock.mailingList ? optIn : false,
      language,
    });
    setStatus(result.ok ? { kind: "done" } : { kind: "error", message: result.message });
  }

  return (
    <form
      className="product-restock"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="product-restock-cta">{restock.ctaText}</p>
      <label className="visually-hidden" htmlFor={`${id}-email`}>
        {restock.placeholderText}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={restock.placeholderText}
        value={email}
        aria-invalid={status.kind === "error" ? true : undefined}
        onChange={(e) => setEmail((e.target as unknown as { value: string }).value)}
      />
      {restock.mailingList && (
        <label className="product-restock-optin">
          <input
            type="checkbox"
            checked={optIn}
            onChange={(e) => setOptIn((e.target as unknown as { checked: boolean }).checked)}
          />{" "}
          {restock.mailingList.description}
        </label>
      )}
      <button type="submit" className="sqs-button-element--secondary" disabled={status.kind === "sending"}>
        {restock.buttonText}
      </button>
      {status.kind === "error" && (
        <p role="alert" className="product-restock-error">
          {status.message}
        </p>
      )}
    </form>
  );
}
