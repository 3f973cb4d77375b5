// Forms in D1: definitions, one-time submission keys, submissions (stored, and listed for the
// owner) and the per-client rate limit.
import { and, asc, count, desc, eq, gt, lt, max, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { formDefinition, type FormDefinition } from "../forms/field-types";
import type { Db } from "./client";
import { countHit, rateLimitKey } from "./rate-limit";
import { forms, formSubmissionKeys, formSubmissions } from "./schema";

/** A key is good for this long after it was given out (the block asks for it when submitting). */
export const SUBMISSION_KEY_TTL_MS = 10 * 60 * 1000;
/** At most this many submission attempts per form and client address in a window. */
export const MAX_SUBMISSIONS_PER_WINDOW = 10;
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

/** The form's definition, or undefined when the site has no such form (or it no longer parses). */
export async function findForm(
  db: Db,
  websiteId: string,
  formId: string,
): Promise<FormDefinition | undefined> {
  const row = await db
    .select({ definition: forms.definition })
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.websiteId, websiteId)))
    .get();
  if (!row) return undefined;
  const parsed = formDefinition.safeParse(row.definition);
  if (!parsed.success) console.warn("stored form definition does not parse", formId, parsed.error.issues[0]);
  return parsed.success ? parsed.data : undefined;
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new one-time key for the visitor with this crumb; expired keys are swept on the way. */
export async function issueSubmissionKey(
  db: Db,
  websiteId: string,
  crumb: string,
  now: number,
): Promise<string> {
  const key = randomKey();
  await db.batch([
    db.delete(formSubmissionKeys).where(lt(formSubmissionKeys.expiresAt, now)),
    db.insert(formSubmissionKeys).values({ key, websiteId, crumb, expiresAt: now + SUBMISSION_KEY_TTL_MS }),
  ]);
  return key;
}

/** Whether the key is unexpired and this visitor's, without spending it. */
export async function isKeyUsable(db: Db, websiteId: string, key: string, crumb: string, now: number) {
  const row = await db
    .select({ key: formSubmissionKeys.key })
    .from(formSubmissionKeys)
    .where(keyMatches(websiteId, key, crumb, now))
    .get();
  return row !== undefined;
}

const keyMatches = (websiteId: string, key: string, crumb: string, now: number) =>
  and(
    eq(formSubmissionKeys.key, key),
    eq(formSubmissionKeys.websiteId, websiteId),
    eq(formSubmissionKeys.crumb, crumb),
    gt(formSubmissionKeys.expiresAt, now),
  );

export interface NewSubmission {
  id: string;
  websiteId: string;
  formId: string;
  values: Record<string, unknown>;
  pageEvent: Record<string, string>;
}

/**
 * Spends the key and stores the submission in one atomic batch, together with `after` (the
 * outbox rows it causes): the submission is stored only if the key was still good, and nothing
 * else happens unless it is. Answers whether it was stored.
 */
export async function storeSubmission(
  db: Db,
  submission: NewSubmission,
  key: { key: string; crumb: string },
  now: number,
  after: BatchItem<"sqlite">[] = [],
): Promise<boolean> {
  const spent = await db
    .delete(formSubmissionKeys)
    .where(keyMatches(submission.websiteId, key.key, key.crumb, now))
    .returning({ key: formSubmissionKeys.key });
  if (spent.length === 0) return false;
  const [first, ...rest] = [db.insert(formSubmissions).values({ ...submission, createdOn: now }), ...after];
  await db.batch([first, ...rest]);
  return true;
}

export const submissionLimitKey = (formId: string, client: string) => rateLimitKey("form", formId, client);

/** Counts one attempt; answers whether the client is over the limit in this window. */
export async function overSubmissionLimit(db: Db, key: string, now: number): Promise<boolean> {
  return (await countHit(db, key, SUBMISSION_WINDOW_MS, now)) > MAX_SUBMISSIONS_PER_WINDOW;
}

/** A form in the owner's list: its name (null if its definition no longer parses) and submissions. */
export interface FormSummary {
  id: string;
  name: string | null;
  /** Fields that take an answer (sections left out); 0 when the definition no longer parses. */
  fieldCount: number;
  submissionCount: number;
  /** When the newest submission was stored; null for none. */
  lastSubmittedOn: number | null;
}

/** The site's forms by id, after `afterId`, with their submission counts. */
export async function listForms(
  db: Db,
  websiteId: string,
  afterId: string | undefined,
  limit: number,
): Promise<FormSummary[]> {
  const rows = await db
    .select({
      id: forms.id,
      definition: forms.definition,
      submissionCount: count(formSubmissions.id),
      lastSubmittedOn: max(formSubmissions.createdOn),
    })
    .from(forms)
    .leftJoin(
      formSubmissions,
      and(eq(formSubmissions.websiteId, forms.websiteId), eq(formSubmissions.formId, forms.id)),
    )
    .where(and(eq(forms.websiteId, websiteId), afterId === undefined ? undefined : gt(forms.id, afterId)))
    .groupBy(forms.id)
    .orderBy(asc(forms.id))
    .limit(limit);
  return rows.map(({ definition, ...row }) => {
    const parsed = formDefinition.safeParse(definition);
    const fields = parsed.success ? parsed.data.fields.filter((f) => f.type !== "section") : [];
    return { ...row, name: parsed.success ? parsed.data.name : null, fieldCount: fields.length };
  });
}

/** Whether the site has this form, or submissions of it (they outlive a deleted form). */
export async function formExists(db: Db, websiteId: string, formId: string): Promise<boolean> {
  const [form, submission] = await db.batch([
    db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, formId), eq(forms.websiteId, websiteId)))
      .limit(1),
    db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.websiteId, websiteId), eq(formSubmissions.formId, formId)))
      .limit(1),
  ]);
  return form.length > 0 || submission.length > 0;
}

export interface StoredSubmission {
  id: string;
  values: Record<string, unknown>;
  pageEvent: Record<string, string>;
  createdOn: number;
}

/** A form's submissions, newest first, after the (createdOn, id) key of the previous page. */
export async function listSubmissions(
  db: Db,
  websiteId: string,
  formId: string,
  after: readonly [number, string] | undefined,
  limit: number,
): Promise<StoredSubmission[]> {
  const t = formSubmissions;
  return db
    .select({ id: t.id, values: t.values, pageEvent: t.pageEvent, createdOn: t.createdOn })
    .from(t)
    .where(
      and(
        eq(t.websiteId, websiteId),
        eq(t.formId, formId),
        after ? or(lt(t.createdOn, after[0]), and(eq(t.createdOn, after[0]), lt(t.id, after[1]))) : undefined,
      ),
    )
    .orderBy(desc(t.createdOn), desc(t.id))
    .limit(limit);
}
