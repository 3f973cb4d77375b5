// One answered form field in an order summary (`summary-form-field`): the field's title and its
// value laid out by field type; 'N/A' (or the site's translation) when there is no answer.
// Answers are visitor input and are escaped.

import { LIKERT_ANSWERS, NO_ANSWER_TEXT } from "../../commerce/fallback-texts";
import { asString, getChild, isObject, isTruthy } from "../values";
import { escapeHtml } from "./html";

/** Likert answers -2..2 (spec section 8), each replaceable by a translation. */
export const LIKERT_LABELS: Readonly<Record<string, { key: string; label: string }>> = {
  "-2": { key: "productAnswerMapStronglyDisagree", label: LIKERT_ANSWERS[0] },
  "-1": { key: "productAnswerMapDisagree", label: LIKERT_ANSWERS[1] },
  "0": { key: "productAnswerMapNeutral", label: LIKERT_ANSWERS[2] },
  "1": { key: "productAnswerMapAgree", label: LIKERT_ANSWERS[3] },
  "2": { key: "productAnswerMapStronglyAgree", label: LIKERT_ANSWERS[4] },
};

const e = (v: unknown) => escapeHtml(asString(v));

type Layout = (values: unknown, field: unknown, strings: unknown) => string;

const LAYOUTS: Readonly<Record<string, Layout>> = {
  address: (v) =>
    '<div style="padding-left:5px;">\n  <div>' +
    e(getChild(v, "Line1")) +
    "</div>" +
    (isTruthy(getChild(v, "Line2")) ? `\n  <div>${e(getChild(v, "Line2"))}</div>` : "") +
    `\n  <div>${e(getChild(v, "City"))}, ${e(getChild(v, "State"))} ${e(getChild(v, "Zip"))} ${e(getChild(v, "Country"))}</div>\n</div>`,

  checkbox: (v, field) => {
    if (isTruthy(v)) return (Array.isArray(v) ? v.map(e).join(", ") : "") + "\n";
    const single = getChild(field, "value");
    return isTruthy(single) ? e(single) : "";
  },

  date: (v) => `${e(getChild(v, "Month"))}/${e(getChild(v, "Day"))}/${e(getChild(v, "Year"))}`,

  likert: (v, _field, strings) => {
    let rows = "";
    if (isObject(v)) {
      for (const [question, code] of Object.entries(v)) {
        rows += `\n  <div><span style="font-weight:bold;">${escapeHtml(question)}:</span> ${escapeHtml(likertLabel(code, strings))}</div>`;
      }
    }
    return `<div style="padding-left:5px;">${rows}\n</div>`;
  },

  name: (v) => `${e(getChild(v, "First"))} ${e(getChild(v, "Last"))}`,

  phone: (v) =>
    (isTruthy(getChild(v, "Country")) ? `+${e(getChild(v, "Country"))} ` : "") +
    `${e(getChild(v, "Areacode"))}-${e(getChild(v, "Prefix"))}-${e(getChild(v, "Line"))}`,

  time: (v) => {
    const part = (k: string) => (isTruthy(getChild(v, k)) ? e(getChild(v, k)) : "00");
    return `${part("Hour")}:${part("Minute")}:${part("Second")} ${e(getChild(v, "Ampm"))}`;
  },
};

/** Label of a likert answer code; an unknown code (or an empty translation) reads as neutral. */
export function likertLabel(code: unknown, strings: unknown): string {
  const label = (k: string) => {
    const entry = Object.prototype.hasOwnProperty.call(LIKERT_LABELS, k) ? LIKERT_LABELS[k] : undefined;
    if (entry === undefined) return "";
    const t = getChild(strings, entry.key);
    return typeof t === "string" ? t : entry.label;
  };
  return label(asString(code)) || label("0");
}

/** The summary line of a field ({type, rawTitle, value | values}); `strings` are the site's translations. */
export function summaryFormField(field: unknown, strings: unknown): string {
  const type = asString(getChild(field, "type"));
  const layout = Object.prototype.hasOwnProperty.call(LAYOUTS, type) ? LAYOUTS[type] : undefined;
  const answer = layout ? layout(getChild(field, "values"), field, strings) : e(getChild(field, "value"));
  const noAnswer = asString(getChild(strings, "productSummaryFormNoAnswerText")).trim() || NO_ANSWER_TEXT;
  return (
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${e(getChild(field, "rawTitle"))}:</span> ` +
    (isTruthy(answer) ? answer : escapeHtml(noAnswer)) +
    "\n</div>"
  );
}
