// A post's or event's like button and comment form (worker/routes/blog.ts). The page around it is
// the same for every visitor (edge-cached); this island sends the visitor's like and comment.
//   like: idle --press--> sending --> liked (the count the server answers) | failure (its message)
//   comment: idle --submit--> submitting ('Submitting…', further submits ignored)
//            --> sent (the 'awaits approval' text) | failure (the server's message, form unlocked)
import { useId, useRef, useState } from "react";
import { COMMENT_NAME_REQUIRED, COMMENT_TEXT_REQUIRED, MAX_COMMENT_LENGTH } from "../../worker/blog/messages";
import { crumbHeaders } from "./crumb";

export interface ItemSocialProps {
  itemId: string;
  likeCount: number;
  likingEnabled: boolean;
  commentsOpen: boolean;
}

const GENERAL_ERROR = "Unknown error, please try again later.";

async function post(path: string, body?: unknown): Promise<{ ok: boolean; json: Record<string, unknown> }> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...crumbHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: res.ok, json };
  } catch {
    return { ok: false, json: {} };
  }
}

const messageOf = (json: Record<string, unknown>) =>
  typeof json.message === "string" ? json.message : GENERAL_ERROR;

function LikeButton({ itemId, likeCount }: { itemId: string; likeCount: number }) {
  const [count, setCount] = useState(likeCount);
  const [liked, setLiked] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sending = useRef(false);
  async function like() {
    if (sending.current || liked) return;
    sending.current = true;
    const { ok, json } = await post(`/api/content/items/${encodeURIComponent(itemId)}/like`);
    sending.current = false;
    if (ok && typeof json.likeCount === "number") {
      setCount(json.likeCount);
      setLiked(true);
      setFailure(undefined);
    } else setFailure(messageOf(json));
  }
  return (
    <div className="item-like">
      <button type="button" className="like-button" aria-pressed={liked} onClick={() => void like()}>
        {liked ? "Liked" : "Like"}
      </button>{" "}
      <span className="like-count" aria-live="polite">
        {count} {count === 1 ? "like" : "likes"}
      </span>
      {failure ? (
        <p className="item-social-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function CommentForm({ itemId }: { itemId: string }) {
  const id = `comment-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [status, setStatus] = useState<"idle" | "submitting" | "sent">("idle");
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const submitting = useRef(false);

  async function submit() {
    if (submitting.current) return;
    const local =
      name.trim() === "" ? COMMENT_NAME_REQUIRED : text.trim() === "" ? COMMENT_TEXT_REQUIRED : undefined;
    if (local) return setFailure(local);
    submitting.current = true;
    setStatus("submitting");
    setFailure(undefined);
    const { ok, json } = await post(`/api/content/items/${encodeURIComponent(itemId)}/comments`, {
      name,
      text,
    });
    submitting.current = false;
    if (ok) {
      setSent(messageOf(json));
      setStatus("sent");
    } else {
      setFailure(messageOf(json));
      setStatus("idle");
    }
  }

  if (status === "sent") {
    return (
      <p className="comment-sent" role="status">
        {sent}
      </p>
    );
  }
  return (
    <form
      className="comment-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>Leave a comment</h3>
      {failure ? (
        <p className="item-social-error" role="alert">
          {failure}
        </p>
      ) : null}
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        name="name"
        value={name}
        maxLength={100}
        onChange={(e) => setName((e.target as unknown as { value: string }).value)}
      />
      <label htmlFor={`${id}-text`}>Comment</label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={4}
        value={text}
        onChange={(e) => setText((e.target as unknown as { value: string }).value)}
        aria-describedby={`${id}-count`}
      />
      <span
        id={`${id}-count`}
        className={text.length > MAX_COMMENT_LENGTH ? "field-counter is-over" : "field-counter"}
      >
        {text.length} / {MAX_COMMENT_LENGTH}
      </span>
      <button type="submit" disabled={status === "submitting"}>
        {status === "submitting" ? "Submitting…" : "Post Comment"}
      </button>
    </form>
  );
}

export function ItemSocial({ itemId, likeCount, likingEnabled, commentsOpen }: ItemSocialProps) {
  return (
    <div className="item-social">
      {likingEnabled ? <LikeButton itemId={itemId} likeCount={likeCount} /> : null}
      {commentsOpen ? <CommentForm itemId={itemId} /> : null}
    </div>
  );
}
