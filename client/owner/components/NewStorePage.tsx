// The product creation flow of spec section 4 from the editor: a new store page (a product
// collection), then its root category, through the content-service calls of section 7, then
// optionally the main navigation (GetSiteLayout, UpdateNavigation with the page appended; offered
// to roles that may publish content, since the navigation changes at once).
import { hc } from "hono/client";
import { useEffect, useState, type FormEvent } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { AppType } from "../../../worker/index";
import { answer, ApiError, appApi, GENERAL_ERROR, panelHeaders } from "../api";
import { fromLink, toItems, type LayoutLink } from "../navigation/tree";
import { currentAccount } from "../session";
import { Checkbox } from "./Checkbox";
import { ErrorBanner } from "./ErrorBanner";
import { StepIndicator } from "./StepIndicator";
import { TextField } from "./TextField";
import { toast } from "./feedback/toast";
import { happened } from "./feedback/named";

const productService = hc<AppType>("/", { headers: panelHeaders }).api["content-service"].product["1.1"]
  .websites[":websiteId"].products;

/** The flow's calls, in order (spec section 4); the last only when asked for. */
export const NEW_STORE_PAGE_STEPS = ["Store page", "Root category", "Main navigation"] as const;

/** Appends a page to the site's main navigation, as the theme names it. */
async function addToMainNavigation(collectionId: string): Promise<void> {
  const site = await answer(appApi.commondata.GetSiteLayout.$get());
  const main = site.layout[0];
  if (!main) throw new ApiError(404, "Unable to find site main navigation");
  // The navigation's links, folders and pages as they are, then the new page.
  const items = [...toItems((main.links as LayoutLink[]).map(fromLink)), { collectionId }];
  await answer(
    appApi.widget.UpdateNavigation.$post({
      json: { fieldName: main.identifier, templateId: site.templateId, navigation: { items } },
    }),
  );
}

interface Props {
  websiteId: string;
  onCreated: (collection: { id: string; title: string; urlId: string }) => void;
}

export function NewStorePage({ websiteId, onCreated }: Props) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string>();
  const [step, setStep] = useState(0);
  const [canNavigate, setCanNavigate] = useState(false);
  const [inNavigation, setInNavigation] = useState(false);
  const steps = inNavigation ? NEW_STORE_PAGE_STEPS : NEW_STORE_PAGE_STEPS.slice(0, 2);

  useEffect(() => {
    void currentAccount().then((account) =>
      setCanNavigate(account?.permissions.includes("content:publish") ?? false),
    );
  }, []);

  const create = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    // The dialog sits in a portal, but React events still bubble to the product form around it.
    e.stopPropagation();
    setError(undefined);
    setStep(0);
    try {
      const collection = await answer(
        productService.$post({
          param: { websiteId },
          json: { navigationTitle: title, title, urlId: "", description, enabled: true },
        }),
      );
      setStep(1);
      await answer(
        productService[":collectionId"].categories.$post({
          param: { websiteId, collectionId: collection.id },
          json: {
            displayName: title.slice(0, 25),
            parentCategoryId: null,
            type: "ROOT",
            pageRendering: "LIST_VIEW",
            displayIndex: 1,
          },
        }),
      );
      if (inNavigation) {
        setStep(2);
        await addToMainNavigation(collection.id);
      }
      setStep(steps.length);
      toast.success(happened(title, "Store page", "created"));
      onCreated(collection);
      close();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : GENERAL_ERROR);
    }
  };

  return (
    <DialogTrigger>
      <Button>New store page</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <form onSubmit={(e) => void create(e, close)} aria-label="New store page">
                <Heading slot="title">New store page</Heading>
                <StepIndicator label="Creating the store page" steps={steps} current={step} />
                {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
                <TextField label="Store page title" value={title} onChange={setTitle} isRequired autoFocus />
                <TextField label="Store page description" value={description} onChange={setDescription} />
                {canNavigate ? (
                  <Checkbox
                    label="Add to the main navigation"
                    checked={inNavigation}
                    onChange={setInNavigation}
                  />
                ) : null}
                <div className="dialog-actions">
                  <Button onPress={close}>Cancel</Button>
                  <Button type="submit" className="button-primary">
                    Create store page
                  </Button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
