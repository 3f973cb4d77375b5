// The Pages screen (route in pages.tsx, loaded as its own chunk): the pages and collections with
// their status words, "Publish all changes", the form that adds a page or a collection, Rename, and
// Delete after a question.
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { CollectionType } from "../../../worker/content/enums";
import { createPageBody, renamePageBody } from "../../../worker/site-content/page-api";
import type { PageSummary } from "../../../worker/site-content/page-api";
import { answer, api, GENERAL_ERROR } from "../api";
import { CheckedForm } from "../components/CheckedForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { PublishAllChanges } from "../components/builder/PublishAllChanges";
import { can } from "../session";
import { TextField } from "../components/TextField";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { formValues } from "../components/zod-form";
import { happened, named } from "../components/feedback/named";
import { toast } from "../components/feedback/toast";

const pagesRoute = getRouteApi("/pages");
/** The collection types an owner makes here; the others come from imports and integrations. */
const NEW_TYPES = [
  { value: "page", label: "Page", fields: { type: CollectionType.page } },
  { value: "products", label: "Products collection", fields: { type: CollectionType.products } },
  { value: "blog", label: "Blog", fields: { type: CollectionType.generic, typeName: "blog" } },
  { value: "events", label: "Events", fields: { type: CollectionType.generic, typeName: "events" } },
] as const;

const typeFields = (value: FormDataEntryValue | null) =>
  (NEW_TYPES.find((t) => t.value === value) ?? NEW_TYPES[0]).fields;

function statusText(page: PageSummary): string {
  return page.statuses.length ? page.statuses.join(", ") : "Published";
}

function RenameForm({ page, onDone }: { page: PageSummary; onDone: (error?: string) => void }) {
  const { submit, errors, setErrors, failure, setFailure, pending } = useCheckedSubmit(
    renamePageBody,
    async (data) => {
      await answer(api.pages[":id"].$patch({ param: { id: page.id }, json: data }));
      toast.success(happened(data.title ?? page.title, "Page", "saved"));
      onDone();
    },
  );
  return (
    <CheckedForm
      onSubmit={submit}
      aria-label={`Rename ${page.title}`}
      errors={errors}
      onErrorsChange={setErrors}
    >
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      <TextField name="title" label="Title" defaultValue={page.title} isRequired />
      <TextField
        name="urlId"
        label="URL"
        defaultValue={page.urlId}
        description="Lower-case letters, digits and hyphens."
      />
      <Button type="submit" className="button-primary">
        {pending ? "Saving…" : "Save name"}
      </Button>
      <Button onPress={() => onDone()}>Cancel</Button>
    </CheckedForm>
  );
}

export function PagesScreen() {
  const { pages, changes } = pagesRoute.useLoaderData();
  const { account } = pagesRoute.useRouteContext();
  const router = useRouter();
  const [renaming, setRenaming] = useState<PageSummary>();
  const [failure, setFailure] = useState<string>();

  const create = useCheckedSubmit(
    createPageBody,
    async (data, form) => {
      await answer(api.pages.$post({ json: data }));
      toast.success(happened(data.title, "Page", "added"));
      form.reset();
      await router.invalidate();
    },
    { read: (form) => ({ ...formValues(form), ...typeFields(new FormData(form).get("type")) }) },
  );

  const remove = async (page: PageSummary) => {
    try {
      await answer(api.pages[":id"].$delete({ param: { id: page.id } }));
      toast.success(happened(page.title, "Page", "deleted"));
      await router.invalidate();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : GENERAL_ERROR);
    }
  };

  const column = createColumnHelper<TableFeatureSet, PageSummary>();
  const columns = column.columns([
    column.display({
      id: "title",
      header: "Title",
      cell: ({ row: { original: page } }) =>
        page.editable ? (
          <Link to="/pages/$pageId" params={{ pageId: page.id }}>
            {page.title}
          </Link>
        ) : page.typeName ? (
          <Link to="/blog/$collectionId" params={{ collectionId: page.id }}>
            {page.title}
          </Link>
        ) : (
          page.title
        ),
    }),
    column.accessor("fullUrl", { header: "URL" }),
    column.display({ id: "status", header: "Status", cell: (info) => statusText(info.row.original) }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: page } }) => (
        <>
          <Button aria-label={`Rename ${page.title}`} onPress={() => setRenaming(page)}>
            Rename
          </Button>
          {page.isHomepage ? null : (
            <ConfirmDialog
              trigger={<Button aria-label={`Delete ${page.title}`}>Delete</Button>}
              title={`Delete ${named(page.title, "this page")}?`}
              yesLabel="Delete"
              noLabel="Keep it"
              onAnswer={(yes) => void (yes && remove(page))}
            >
              <p>
                Visitors can no longer reach it, and its versions are deleted with it. This cannot be undone.
              </p>
            </ConfirmDialog>
          )}
        </>
      ),
    }),
  ]);

  return (
    <section>
      <Heading level={1}>Pages</Heading>
      <PublishAllChanges
        changes={changes}
        mayPublish={can(account, "content:publish")}
        onChanged={() => router.invalidate()}
      />
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(undefined)} /> : null}
      {create.failure ? (
        <ErrorBanner message={create.failure} onDismiss={() => create.setFailure(undefined)} />
      ) : null}
      <CheckedForm
        onSubmit={create.submit}
        aria-label="Add a page"
        errors={create.errors}
        onErrorsChange={create.setErrors}
      >
        <TextField name="title" label="Title" isRequired />
        <div className="field">
          <label htmlFor="new-page-type">Type</label>
          <select id="new-page-type" name="type" defaultValue="page">
            {NEW_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="button-primary">
          {create.pending ? "Adding…" : "Add page"}
        </Button>
      </CheckedForm>
      {renaming ? (
        <RenameForm
          key={renaming.id}
          page={renaming}
          onDone={() => {
            setRenaming(undefined);
            void router.invalidate();
          }}
        />
      ) : null}
      <DataTable label="Pages" columns={columns} rows={pages} emptyText="No pages yet." />
    </section>
  );
}
