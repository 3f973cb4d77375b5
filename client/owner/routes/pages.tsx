// /config/pages: the site's pages and collections (content:read) with their status words (spec
// section 3); create a page or a collection, rename one, delete one after a question. A page opens
// in the editor (/config/pages/$pageId). "Publish all changes" publishes every page whose draft is
// not live, at once or at a time.
import { createRoute, lazyRouteComponent, Link, useRouter } from "@tanstack/react-router";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { CollectionType } from "../../../worker/content/enums";
import { NO_TRANSLATION } from "../../../worker/multilingual/messages";
import { createPageBody, renamePageBody } from "../../../worker/site-content/page-api";
import type { PageSummary } from "../../../worker/site-content/page-api";
import { answer, api, ApiError, appApi, GENERAL_ERROR } from "../api";
import { CheckedForm } from "../components/CheckedForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, type TableFeatureSet } from "../components/DataTable";
import { ErrorBanner } from "../components/ErrorBanner";
import { PublishAllChanges } from "../components/builder/PublishAllChanges";
import { can } from "../session";
import { ScreenError } from "../components/ScreenError";
import { TextField } from "../components/TextField";
import { useCheckedSubmit } from "../components/use-checked-submit";
import { formValues } from "../components/zod-form";
import { requireAccount } from "./guards";
import { rootRoute } from "./root";

const loadPages = async () => {
  const [list, changes] = await Promise.all([answer(api.pages.$get()), answer(api.pages.changes.$get())]);
  return { pages: list.pages, changes: changes.pages };
};

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

function Pages() {
  const { pages, changes } = pagesRoute.useLoaderData();
  const { account } = pagesRoute.useRouteContext();
  const router = useRouter();
  const [renaming, setRenaming] = useState<PageSummary>();
  const [failure, setFailure] = useState<string>();

  const create = useCheckedSubmit(
    createPageBody,
    async (data, form) => {
      await answer(api.pages.$post({ json: data }));
      form.reset();
      await router.invalidate();
    },
    { read: (form) => ({ ...formValues(form), ...typeFields(new FormData(form).get("type")) }) },
  );

  const remove = async (page: PageSummary) => {
    try {
      await answer(api.pages[":id"].$delete({ param: { id: page.id } }));
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
              title={`Delete ${page.title}?`}
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

export const pagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/pages",
  beforeLoad: requireAccount,
  loader: loadPages,
  component: Pages,
  errorComponent: ScreenError,
});

export const pageEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/pages/$pageId",
  beforeLoad: requireAccount,
  loader: {
    handler: async ({ params }) => {
      const [draft, languages] = await Promise.all([
        answer(api.pages[":id"].draft.$get({ param: { id: params.pageId } })),
        answer(appApi.multilingual.languages.$get()),
      ]);
      return { ...draft, languages };
    },
    // The editor takes the loaded draft into its own state once: opened again, it must wait for the
    // draft as saved since, not start from the router's kept copy of the first opening (by default
    // shown at once while a fresh one loads in the background, which the editor would then ignore).
    staleReloadMode: "blocking",
  },
  // The editor is its own chunk, loaded only when an owner opens a page.
  component: lazyRouteComponent(() => import("./page-editor"), "PageEditor"),
  errorComponent: ScreenError,
});

/** The page's saved translation into `language`, or null before the first save. */
const loadTranslation = (pageId: string, language: string) =>
  answer(
    appApi.multilingual.pages[":collectionId"][":language"].$get({
      param: { collectionId: pageId, language },
    }),
  ).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404 && err.message === NO_TRANSLATION) return null;
    throw err;
  });

export const pageTranslationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/pages/$pageId/translations/$language",
  beforeLoad: requireAccount,
  loader: {
    handler: async ({ params }) => {
      const [draft, languages, translation] = await Promise.all([
        answer(api.pages[":id"].draft.$get({ param: { id: params.pageId } })),
        answer(appApi.multilingual.languages.$get()),
        loadTranslation(params.pageId, params.language),
      ]);
      return { ...draft, languages, translation };
    },
    // Taken into the editor's state once, as the page editor's draft is: wait for a fresh copy.
    staleReloadMode: "blocking",
  },
  // Its own chunk too; it shares the editor's outline and inspector.
  component: lazyRouteComponent(() => import("./page-translation"), "PageTranslation"),
  errorComponent: ScreenError,
});
