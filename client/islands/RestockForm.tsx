import { useId, useState } from "react";
import type { ProductFormModel } from "../../worker/commerce/product-form";

/** Spec section 5, restock email checks. */
export const EMAIL_BLANK = "Email cannot be blank";
export const EMAIL_INVALID = "Email is invalid";
/** Sign-up submission lands with the restock issue; until then the visitor is told plainly. */
export const RESTOCK_NOT_YET = "Back-in-stock sign-ups open soon. Please check back later.";

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z0-9]{2,4}$/;

/** The restock sign-up slot (spec sections 4 and 5), shown for a sold-out variant. */
export function RestockForm({ restock }: { restock: NonNullable<ProductFormModel["restock"]> }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [optIn, setOptIn] = useState(restock.mailingList?.optInByDefault ?? false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  return (
    <form
      className="product-restock"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        if (!value) setMessage({ error: true, text: EMAIL_BLANK });
        else if (value.length < 3 || value.length > 256 || !EMAIL.test(value))
          setMessage({ error: true, text: EMAIL_INVALID });
        else setMessage({ error: false, text: RESTOCK_NOT_YET });
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
      <button type="submit" className="sqs-button-element--secondary">
        {restock.buttonText}
      </button>
      {message && (
        <p
          role={message.error ? "alert" : "status"}
          className={message.error ? "product-restock-error" : "product-restock-note"}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
