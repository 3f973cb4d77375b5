// The blog and events screens (routes in blog.tsx): a list of posts or events with their status
// words (Draft, Scheduled, Published), a form to write one (rich text, main image, dates, place),
// delete after a question; the comments waiting for approval, with Approve and Delete, and the
// site's switches for comments and likes.
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import type { BlogSettings, ItemBody, OwnerComment, OwnerItem } from "../../../worker/blog/item-api";
import { itemBody } from "../../../worker/blog/item-api";
import { emptyRichText } from "../../../worker/site-content/rich-text/schema";
import { answer, api, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ErrorBanner } from "../components/ErrorBanner";
import { ImageField } from "../components/files/ImageField";
import { RichTextEditor } from "../components/rich-text/RichTextEditor";
import { formatDateTime } from "../format-date";
import { toast } from "../components/feedback/toast";
import { happened, named } from "../components/feedback/named";
import { useDirtyValues } from "../components/feedback/use-dirty";
import { useUnsavedChangesGuard } from "../components/feedback/use-unsaved-changes-guard";

const blogApi = getRouteApi("/blog/$collectionId");
const commentsApi = getRouteApi("/comments");

type Draft = Omit<ItemBody, "publishOn" | "startDate" | "endDate"> & {
  publishOn?: number;
  startDate?: number | null;
  endDate?: number | null;
};

const blank = (): Draft => ({
  title: "",
  excerpt: "",
  body: emptyRichText(),
  mainImage: null,
  author: "",
  tags: [],
  categories: [],
  status: "draft",
  commentState: 1,
  location: null,
});

const draftOf = (item: OwnerItem): Draft => ({
  title: item.title,
  urlId: item.urlId,
  excerpt: item.excerpt,
  body: item.body,
  mainImage: item.mainImage,
  author: item.author,
  tags: item.tags,
  categories: item.categories,
  status: item.status,
  publishOn: item.publishOn,
  commentState: item.commentState as 1 | 2,
  startDate: item.startDate,
  endDate: item.endDate,
  location: item.location,
});

/** A datetime-local value in the browser's zone, and back. */
function localInput(ms: number | null | undefined): string {
  if (ms == null) return "";
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}
const fromLocalInput = (value: string): number | undefined =>
  value === "" ? undefined : new Date(value).getTime() || undefined;

const errorText = (err: unknown) => (err instanceof Error ? err.message : GENERAL_ERROR);

function ItemForm({
  collectionId,
  isEvents,
  item,
  onDone,
}: {
  collectionId: string;
  isEvents: boolean;
  item: OwnerItem | undefined;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(item ? draftOf(item) : blank());
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const { isDirty, markSaved } = useDirtyValues(draft);
  const noun = isEvents ? "event" : "post";
  const kind = isEvents ? "Event" : "Post";
  const guard = useUnsavedChangesGuard(isDirty, item ? named(item.title, `this ${noun}`) : `the new ${noun}`);
  const location = draft.location ?? { addressLine1: "", addressLine2: "", addressCountry: "" };

  async function save() {
    const checked = itemBody.safeParse(draft);
    if (!checked.success) return setFailure(checked.error.issues[0]?.message ?? GENERAL_ERROR);
    setPending(true);
    setFailure(undefined);
    try {
      if (item) await answer(api.blog.items[":id"].$put({ param: { id: item.id }, json: checked.data }));
      else
        await answer(
          api.blog.collections[":collectionId"].items.$post({ param: { collectionId }, json: checked.data }),
        );
      markSaved();
      toast.success(happened(checked.data.title, kind, item ? "saved" : "added"));
      onDone();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="blog-item-form"
      aria-label={item ? `Edit ${item.title}` : `New ${noun}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {guard}
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <div className="field">
        <label htmlFor="item-title">Title</label>
        <input
          id="item-title"
          value={draft.title}
          required
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="item-url">URL</label>
        <input
          id="item-url"
          value={draft.urlId ?? ""}
          aria-describedby="item-url-hint"
          onChange={(e) => set({ urlId: e.currentTarget.value || undefined })}
        />
        <span id="item-url-hint">
          Lower-case letters, digits and hyphens; made from the title when left empty.
        </span>
      </div>
      <div className="field">
        <label htmlFor="item-excerpt">Excerpt</label>
        <textarea
          id="item-excerpt"
          rows={2}
          value={draft.excerpt}
          onChange={(e) => set({ excerpt: e.currentTarget.value })}
        />
      </div>
      <RichTextEditor label="Body" value={draft.body ?? emptyRichText()} onChange={(body) => set({ body })} />
      <ImageField label="Main image" value={draft.mainImage} onChange={(mainImage) => set({ mainImage })} />
      <div className="field">
        <label htmlFor="item-author">Author</label>
        <input
          id="item-author"
          value={draft.author}
          onChange={(e) => set({ author: e.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="item-tags">Tags</label>
        <input
          id="item-tags"
          value={draft.tags.join(", ")}
          aria-describedby="item-tags-hint"
          onChange={(e) =>
            set({
              tags: e.currentTarget.value
                .split(",")
                .map((t) => t.trim())
                .filter(Boolean),
            })
          }
        />
        <span id="item-tags-hint">Separated by commas.</span>
      </div>
      {isEvents ? (
        <fieldset>
          <legend>When and where</legend>
          <div className="field">
            <label htmlFor="item-start">Starts</label>
            <input
              id="item-start"
              type="datetime-local"
              value={localInput(draft.startDate)}
              onChange={(e) => set({ startDate: fromLocalInput(e.currentTarget.value) ?? null })}
            />
          </div>
          <div className="field">
            <label htmlFor="item-end">Ends</label>
            <input
              id="item-end"
              type="datetime-local"
              value={localInput(draft.endDate)}
              onChange={(e) => set({ endDate: fromLocalInput(e.currentTarget.value) ?? null })}
            />
          </div>
          {(["addressLine1", "addressLine2", "addressCountry"] as const).map((key, n) => (
            <div className="field" key={key}>
              <label htmlFor={`item-${key}`}>{["Address", "Town and postcode", "Country"][n]}</label>
              <input
                id={`item-${key}`}
                value={location[key]}
                onChange={(e) => set({ location: { ...location, [key]: e.currentTarget.value } })}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor="item-status">Status</label>
        <select
          id="item-status"
          value={draft.status}
          onChange={(e) => set({ status: e.currentTarget.value as Draft["status"] })}
        >
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="item-publish-on">Publish on</label>
        <input
          id="item-publish-on"
          type="datetime-local"
          aria-describedby="item-publish-hint"
          value={localInput(draft.publishOn)}
          onChange={(e) => set({ publishOn: fromLocalInput(e.currentTarget.value) })}
        />
        <span id="item-publish-hint">A later time schedules it; empty publishes it now.</span>
      </div>
      <div className="field">
        <label htmlFor="item-comments">Comments</label>
        <select
          id="item-comments"
          value={draft.commentState}
          onChange={(e) => set({ commentState: Number(e.currentTarget.value) as 1 | 2 })}
        >
          <option value={1}>Open</option>
          <option value={2}>Closed</option>
        </select>
      </div>
      <Button type="submit" className="button-primary">
        {pending ? "Saving…" : `Save ${noun}`}
      </Button>
      <Button onPress={onDone}>Cancel</Button>
    </form>
  );
}

export function BlogScreen() {
  const data = blogApi.useLoaderData();
  const { collection } = data;
  // The answer's JSON type widens the rich text's attributes; the shape is OwnerItem's.
  const items = data.items as unknown as OwnerItem[];
  const { collectionId } = blogApi.useParams();
  const router = useRouter();
  const [editing, setEditing] = useState<OwnerItem | "new">();
  const [failure, setFailure] = useState<string>();
  const isEvents = collection.typeName === "events";
  const done = () => {
    setEditing(undefined);
    void router.invalidate();
  };
  const remove = async (item: OwnerItem) => {
    try {
      await answer(api.blog.items[":id"].$delete({ param: { id: item.id } }));
      toast.success(happened(item.title, isEvents ? "Event" : "Post", "deleted"));
      await router.invalidate();
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <section>
      <Heading level={1}>{collection.title}</Heading>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {editing ? (
        <ItemForm
          key={editing === "new" ? "new" : editing.id}
          collectionId={collectionId}
          isEvents={isEvents}
          item={editing === "new" ? undefined : editing}
          onDone={done}
        />
      ) : (
        <Button className="button-primary" onPress={() => setEditing("new")}>
          {isEvents ? "Add event" : "Add post"}
        </Button>
      )}
      <table aria-label={isEvents ? "Events" : "Posts"}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">{isEvents ? "Starts" : "Publish on"}</th>
            <th scope="col">Status</th>
            <th scope="col">Comments</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={5}>{isEvents ? "No events yet." : "No posts yet."}</td>
            </tr>
          ) : null}
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <a href={item.fullUrl} target="_blank" rel="noopener">
                  {item.title}
                </a>
              </td>
              <td>{formatDateTime(isEvents ? item.startDate : item.publishOn)}</td>
              <td>{item.statusWord}</td>
              <td>{item.publicCommentCount}</td>
              <td>
                <Button aria-label={`Edit ${item.title}`} onPress={() => setEditing(item)}>
                  Edit
                </Button>
                <ConfirmDialog
                  trigger={<Button aria-label={`Delete ${item.title}`}>Delete</Button>}
                  title={`Delete ${named(item.title, "this post")}?`}
                  yesLabel="Delete"
                  noLabel="Keep it"
                  onAnswer={(yes) => void (yes && remove(item))}
                >
                  <p>Visitors can no longer reach it, and its comments are deleted with it.</p>
                </ConfirmDialog>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SettingsForm({ settings }: { settings: BlogSettings }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const toggle = async (changes: Partial<BlogSettings>) => {
    try {
      await answer(api.blog.settings.$put({ json: changes }));
      toast.success("Comment settings saved");
      await router.invalidate();
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <fieldset>
      <legend>Site settings</legend>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <label>
        <input
          type="checkbox"
          checked={settings.commentsEnabled}
          onChange={(e) => void toggle({ commentsEnabled: e.currentTarget.checked })}
        />{" "}
        Comments on posts and events
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.simpleLikingEnabled}
          onChange={(e) => void toggle({ simpleLikingEnabled: e.currentTarget.checked })}
        />{" "}
        Likes on posts and events
      </label>
    </fieldset>
  );
}

export function CommentsScreen() {
  const { comments, settings } = commentsApi.useLoaderData();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const act = async (call: Promise<unknown>, done: string) => {
    try {
      await call;
      toast.success(done);
      await router.invalidate();
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <section>
      <Heading level={1}>Comments</Heading>
      <SettingsForm settings={settings} />
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <Heading level={2}>Waiting for approval</Heading>
      {comments.length === 0 ? <p>No comments are waiting.</p> : null}
      <ul className="comment-queue">
        {comments.map((comment: OwnerComment) => (
          <li key={comment.id}>
            <p>
              <strong>{comment.authorName}</strong> on <a href={comment.itemUrl}>{comment.itemTitle}</a>,{" "}
              {formatDateTime(comment.createdOn)}
            </p>
            <p>{comment.text}</p>
            <Button
              aria-label={`Approve the comment of ${comment.authorName}`}
              onPress={() =>
                void act(
                  answer(api.blog.comments[":id"].approve.$post({ param: { id: comment.id } })),
                  `Comment of ${comment.authorName} approved`,
                )
              }
            >
              Approve
            </Button>
            <Button
              aria-label={`Delete the comment of ${comment.authorName}`}
              onPress={() =>
                void act(
                  answer(api.blog.comments[":id"].$delete({ param: { id: comment.id } })),
                  `Comment of ${comment.authorName} deleted`,
                )
              }
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
