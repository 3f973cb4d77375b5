// "Publish all changes" on the Pages screen: how many pages have unpublished draft changes, and a
// dialog listing them that publishes every one at once, or schedules them for one time. The pages
// are named back with the revisions shown, so a save made meanwhile refuses the publish (the worker's
// message) and the list is read again.
import { useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { PageChange } from "../../../../worker/site-content/page-api";
import { answer, api, GENERAL_ERROR } from "../../api";
import { ErrorBanner } from "../ErrorBanner";
import { toast } from "../feedback/toast";

const when = (ms: number) => new Date(ms).toLocaleString();

export function changesCountText(count: number): string {
  if (count === 0) return "Every page is published.";
  return count === 1 ? "1 page has unpublished changes." : `${count} pages have unpublished changes.`;
}

interface Props {
  changes: PageChange[];
  mayPublish: boolean;
  /** After a publish, a schedule or a refusal: the screen reads the pages and changes again. */
  onChanged: () => Promise<void>;
}

export function PublishAllChanges({ changes, mayPublish, onChanged }: Props) {
  return (
    <div className="publish-all">
      <p role="status">{changesCountText(changes.length)}</p>
      {mayPublish ? (
        <DialogTrigger>
          <Button className="button-primary" isDisabled={changes.length === 0}>
            Publish all changes
          </Button>
          <ModalOverlay className="modal-overlay" isDismissable>
            <Modal className="modal modal-wide">
              <Dialog className="dialog">
                {({ close }) => <PublishForm changes={changes} onChanged={onChanged} close={close} />}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      ) : null}
    </div>
  );
}

function PublishForm({ changes, onChanged, close }: Omit<Props, "mayPublish"> & { close: () => void }) {
  const [publishAt, setPublishAt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const publish = async (at?: number) => {
    setBusy(true);
    setError(undefined);
    try {
      const pages = changes.map((page) => ({ id: page.id, revision: page.revision }));
      await answer(api.pages.publish.$post({ json: { pages, ...(at ? { publishAt: at } : {}) } }));
      toast.success(
        `${changes.length === 1 ? "1 page" : `${changes.length} pages`} ${at ? "scheduled" : "published"}`,
      );
      await onChanged();
      close();
    } catch (err) {
      setError(err instanceof Error ? err.message : GENERAL_ERROR);
      // The list the owner sees follows the site again (a refusal names what changed meanwhile).
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heading slot="title">Publish all changes</Heading>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      {changes.length === 0 ? (
        <p>Every page is published.</p>
      ) : (
        <>
          <p>These pages go live together, each as a new version:</p>
          <ul aria-label="Pages that change" className="publish-all-pages">
            {changes.map((page) => (
              <li key={page.id}>
                <strong>{page.title}</strong> <span>{page.fullUrl}</span>{" "}
                <span>
                  saved {when(page.updatedOn)} by {page.updatedBy}
                  {page.statuses.length ? ` (${page.statuses.join(", ")})` : ""}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dialog-actions">
        <Button onPress={close}>Cancel</Button>
        <label>
          Publish at{" "}
          <input type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
        </label>
        <Button
          isDisabled={!publishAt || busy || changes.length === 0}
          onPress={() => void publish(new Date(publishAt).getTime())}
        >
          Schedule
        </Button>
        <Button
          className="button-primary"
          isDisabled={busy || changes.length === 0}
          onPress={() => void publish()}
        >
          {busy ? "Publishing…" : "Publish now"}
        </Button>
      </div>
    </>
  );
}
