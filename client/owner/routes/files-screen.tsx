// The Files screen (route in files.tsx; this chunk loads when an owner opens it), spec section 2's
// file upload dialog. Upload by drop or picker with a progress bar each; the files with thumbnails, size, public address (with Copy address) and state; edit a file's name,
// alt text and focal point; delete after a confirm dialog. Listing needs content:read, changes
// content:write (the worker refuses the rest).
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { formatFileSize } from "../../../worker/files/file-size";
import { PROCESSING_STATE_TEXT } from "../../../worker/files/messages";
import { ApiError, GENERAL_ERROR } from "../api";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { FileAddress } from "../components/files/FileAddress";
import { FileDetails } from "../components/files/FileDetails";
import { FileThumb } from "../components/files/FileThumb";
import { deleteFile, type FileJson } from "../components/files/files-api";
import { UploadZone } from "../components/files/UploadZone";
import "../components/files/files.css";
import { can } from "../session";
import { toast } from "../components/feedback/toast";
import { happened, named } from "../components/feedback/named";

function StateText({ file }: { file: FileJson }) {
  if (file.state === "ready")
    return <span>{file.originalSize ? file.originalSize.replace("x", " × ") : "Ready"}</span>;
  if (file.state === "uploading") return <span>Uploading…</span>;
  return <span className="file-state-problem">{PROCESSING_STATE_TEXT[file.state]}</span>;
}

const filesRoute = getRouteApi("/files");

export function FilesScreen() {
  const { files, storage } = filesRoute.useLoaderData();
  const { account } = filesRoute.useRouteContext();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState<string>();
  const writable = can(account, "content:write");
  const refresh = () => void router.invalidate();

  const remove = async (file: FileJson) => {
    try {
      await deleteFile(file.id);
      toast.success(happened(file.name, "File", "deleted"));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : GENERAL_ERROR);
    }
    refresh();
  };

  const column = createColumnHelper<TableFeatureSet, FileJson>();
  const columns = column.columns([
    column.display({
      id: "preview",
      header: "Preview",
      cell: (info) => <FileThumb file={info.row.original} />,
    }),
    column.accessor("name", { header: "Name" }),
    column.accessor("size", { header: "Size", cell: (info) => formatFileSize(info.getValue()) }),
    column.display({
      id: "address",
      header: "Address",
      cell: (info) => {
        const file = info.row.original;
        if (file.state !== "ready") return null;
        return (
          <FileAddress
            file={file}
            onCopied={(ok) =>
              setCopied(
                ok
                  ? `Copied the address of ${file.name}.`
                  : `Could not copy the address of ${file.name}: select it and copy it by hand.`,
              )
            }
          />
        );
      },
    }),
    column.display({
      id: "state",
      header: "Details",
      cell: (info) => <StateText file={info.row.original} />,
    }),
    ...(writable
      ? [
          column.display({
            id: "actions",
            header: "Actions",
            cell: (info) => {
              const file = info.row.original;
              return (
                <>
                  {file.state === "ready" ? <FileDetails file={file} onChanged={refresh} /> : null}
                  <ConfirmDialog
                    trigger={<Button aria-label={`Delete ${file.name}`}>Delete</Button>}
                    title={`Delete ${named(file.name, "this file")}?`}
                    yesLabel="Delete file"
                    noLabel="Keep file"
                    onAnswer={(yes) => yes && void remove(file)}
                  >
                    <p>Pages that show this file will no longer find it.</p>
                  </ConfirmDialog>
                </>
              );
            },
          }),
        ]
      : []),
  ]);

  return (
    <section>
      <Heading level={1}>Files</Heading>
      <p className="files-storage">
        {storage.usedBytes === 0
          ? `Nothing stored yet: ${formatFileSize(storage.quotaBytes)} available`
          : `${formatFileSize(storage.usedBytes)} of ${formatFileSize(storage.quotaBytes)} used`}
      </p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <p className={copied ? "banner banner-ok" : "visually-hidden"} role="status">
        {copied}
      </p>
      {writable ? <UploadZone onUploaded={refresh} /> : null}
      <DataTable
        label="Files"
        columns={columns}
        rows={files}
        emptyText="No files match your search."
        empty={{
          title: "No files yet",
          body: "Images, PDFs and downloads you upload here get a public address to use in pages and products.",
        }}
      />
    </section>
  );
}
