// The selected block's fields, one form per block type, built from the contract fields (rich text,
// image, address, code, dataset) and small inputs. Every change goes through `onChange` with the
// whole block, so undo, autosave and the section re-render see one change.
import type { ReactNode } from "react";
import {
  GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGNS,
  GALLERY_RANGES,
  withGalleryDefaults,
} from "../../../../worker/content/gallery-options";
import { BUTTON_SIZES } from "../../../../worker/site-content/blocks/button";
import { CODE_LANGUAGES } from "../../../../worker/site-content/blocks/code";
import { CHART_TYPES } from "../../../../worker/site-content/chart/dataset";
import type { PageBlock } from "../../../../worker/site-content/document";
import { DatasetEditor } from "../chart/DatasetEditor";
import { CodeEditor } from "../code/CodeEditor";
import { ImageField } from "../files/ImageField";
import { AddressField } from "../maps/AddressField";
import { RichTextEditor } from "../rich-text/RichTextEditor";
import { AlbumTracks } from "./AlbumTracks";
import { FormBlockField } from "../forms/FormBlockField";
import { loadCollectionChoices, loadProductChoices } from "./block-choices";
import { Choice, LongText, NumberInput, Text, YesNo } from "./fields";
import { PickerField } from "./PickerField";

type Of<T extends PageBlock["type"]> = Extract<PageBlock, { type: T }>;

function Gallery({ block, set }: { block: Of<"gallery">; set: (b: Of<"gallery">) => void }) {
  const options = withGalleryDefaults(block.options);
  const option = (name: string, value: string | number | boolean) =>
    set({ ...block, options: { ...block.options, [name]: value } });
  return (
    <>
      {block.images.map((image, i) => (
        <div key={i} className="inspector-row">
          <ImageField
            label={`Image ${i + 1}`}
            value={image}
            onChange={(next) =>
              set({
                ...block,
                images: next
                  ? block.images.map((im, j) => (j === i ? next : im))
                  : block.images.filter((_, j) => j !== i),
              })
            }
          />
        </div>
      ))}
      <ImageField
        label="Add an image"
        value={null}
        onChange={(next) => next && set({ ...block, images: [...block.images, next] })}
      />
      <Choice
        label="Design"
        value={options.design}
        options={GALLERY_DESIGNS}
        onChange={(v) => option("design", v)}
      />
      <Choice
        label="Aspect ratio"
        value={options["aspect-ratio"]}
        options={GALLERY_ASPECT_RATIOS}
        onChange={(v) => option("aspect-ratio", v)}
      />
      <NumberInput
        label="Images per row"
        value={options["thumbnails-per-row"]}
        min={GALLERY_RANGES["thumbnails-per-row"][0]}
        max={GALLERY_RANGES["thumbnails-per-row"][1]}
        onChange={(v) => option("thumbnails-per-row", v)}
      />
      <NumberInput
        label="Spacing"
        value={options.padding}
        min={GALLERY_RANGES.padding[0]}
        max={GALLERY_RANGES.padding[1]}
        onChange={(v) => option("padding", v)}
      />
      <YesNo label="Lightbox" checked={options.lightbox} onChange={(v) => option("lightbox", v)} />
      <YesNo label="Show captions" checked={options["show-meta"]} onChange={(v) => option("show-meta", v)} />
      <YesNo
        label="Crop to the aspect ratio"
        checked={options["auto-crop"]}
        onChange={(v) => option("auto-crop", v)}
      />
    </>
  );
}

export function BlockInspector({
  block,
  onChange,
  pageTitle,
}: {
  block: PageBlock;
  onChange: (b: PageBlock) => void;
  /** The page's title: the Form block names a new form after it. */
  pageTitle?: string;
}): ReactNode {
  const set = onChange as <B extends PageBlock>(b: B) => void;
  switch (block.type) {
    case "html":
      return <RichTextEditor label="Text" value={block.text} onChange={(text) => set({ ...block, text })} />;
    case "image":
      return (
        <>
          <ImageField label="Image" value={block.image} onChange={(image) => set({ ...block, image })} />
          <Text label="Caption" value={block.caption} onChange={(caption) => set({ ...block, caption })} />
          <Text label="Link" value={block.link} onChange={(link) => set({ ...block, link })} />
        </>
      );
    case "gallery":
      return <Gallery block={block} set={set} />;
    case "button":
      return (
        <>
          <Text label="Button text" value={block.label} onChange={(label) => set({ ...block, label })} />
          <Text label="Link" value={block.url} onChange={(url) => set({ ...block, url })} />
          <Choice
            label="Size"
            value={block.size}
            options={BUTTON_SIZES}
            onChange={(size) => set({ ...block, size })}
          />
          <YesNo
            label="Open in new window"
            checked={block.newWindow}
            onChange={(newWindow) => set({ ...block, newWindow })}
          />
        </>
      );
    case "quote":
      return (
        <>
          <LongText label="Quote" value={block.quote} onChange={(quote) => set({ ...block, quote })} />
          <Text label="Source" value={block.source} onChange={(source) => set({ ...block, source })} />
        </>
      );
    case "video":
      return (
        <>
          <Text label="Video URL" value={block.url} onChange={(url) => set({ ...block, url })} />
          <Text label="Caption" value={block.caption} onChange={(caption) => set({ ...block, caption })} />
        </>
      );
    case "audio":
      return (
        <>
          <Text label="Audio URL" value={block.url} onChange={(url) => set({ ...block, url })} />
          <Text label="Track title" value={block.title} onChange={(title) => set({ ...block, title })} />
          <Text label="Artist" value={block.artist} onChange={(artist) => set({ ...block, artist })} />
        </>
      );
    case "album":
      return (
        <>
          <Text label="Album title" value={block.title} onChange={(title) => set({ ...block, title })} />
          <Text label="Artist" value={block.artist} onChange={(artist) => set({ ...block, artist })} />
          <AlbumTracks tracks={block.tracks} onChange={(tracks) => set({ ...block, tracks })} />
        </>
      );
    case "form":
      return (
        <FormBlockField
          formId={block.formId}
          pageTitle={pageTitle}
          onChange={(formId) => set({ ...block, formId })}
        />
      );
    case "newsletter":
      return (
        <>
          <Text label="Title" value={block.title} onChange={(title) => set({ ...block, title })} />
          <LongText
            label="Description"
            value={block.description}
            onChange={(description) => set({ ...block, description })}
          />
          <Text
            label="Button text"
            value={block.buttonText}
            onChange={(buttonText) => set({ ...block, buttonText })}
          />
          <LongText
            label="Thank-you text"
            value={block.successText}
            onChange={(successText) => set({ ...block, successText })}
          />
        </>
      );
    case "product":
      return (
        <PickerField
          label="Product"
          value={block.productId}
          load={loadProductChoices}
          emptyText="This site has no products yet."
          missingText="The chosen product no longer exists. Choose another."
          placeholder="Search products by title"
          onChange={(product) => set({ ...block, productId: product?.id ?? "" })}
        />
      );
    case "summary":
      return (
        <>
          <PickerField
            label="Collection"
            value={block.collectionId}
            load={loadCollectionChoices}
            emptyText="This site has no product collections yet."
            missingText="The chosen collection no longer exists. Choose another."
            placeholder="Search collections by title"
            onChange={(collection) => set({ ...block, collectionId: collection?.id ?? "" })}
          />
          <Text label="Heading" value={block.title} onChange={(title) => set({ ...block, title })} />
          <NumberInput
            label="Items shown"
            value={block.limit}
            min={1}
            max={30}
            onChange={(limit) => set({ ...block, limit })}
          />
        </>
      );
    case "code":
      return (
        <>
          <Choice
            label="Language"
            value={block.language}
            options={CODE_LANGUAGES}
            onChange={(language) => set({ ...block, language })}
          />
          <CodeEditor
            label="Code"
            language={block.language}
            value={block.code}
            onChange={(code) => set({ ...block, code })}
          />
        </>
      );
    case "markdown":
      return (
        <CodeEditor
          label="Markdown"
          language="markdown"
          value={block.markdown}
          onChange={(markdown) => set({ ...block, markdown })}
        />
      );
    case "spacer":
      return (
        <NumberInput
          label="Height in pixels"
          value={block.height}
          min={0}
          max={500}
          onChange={(height) => set({ ...block, height })}
        />
      );
    case "horizontalrule":
      return <p>A line between blocks; it has no settings.</p>;
    case "accordion":
      return (
        <>
          {block.items.map((item, i) => (
            <fieldset key={i} className="inspector-row">
              <legend>Item {i + 1}</legend>
              <Text
                label="Title"
                value={item.title}
                onChange={(title) =>
                  set({ ...block, items: block.items.map((it, j) => (j === i ? { ...it, title } : it)) })
                }
              />
              <LongText
                label="Text"
                value={item.body}
                onChange={(body) =>
                  set({ ...block, items: block.items.map((it, j) => (j === i ? { ...it, body } : it)) })
                }
              />
            </fieldset>
          ))}
          <button
            type="button"
            onClick={() => set({ ...block, items: [...block.items, { title: "A question", body: "" }] })}
          >
            Add item
          </button>
        </>
      );
    case "map":
      return (
        <>
          <AddressField
            label="Address"
            value={block.location}
            onChange={(location) => set({ ...block, location })}
          />
          <NumberInput
            label="Zoom"
            value={block.zoom}
            min={1}
            max={20}
            onChange={(zoom) => set({ ...block, zoom })}
          />
        </>
      );
    case "socialaccountlinks":
      return (
        <>
          {block.links.map((link, i) => (
            <fieldset key={i} className="inspector-row">
              <legend>Link {i + 1}</legend>
              <Text
                label="Service"
                value={link.serviceName}
                onChange={(serviceName) =>
                  set({ ...block, links: block.links.map((l, j) => (j === i ? { ...l, serviceName } : l)) })
                }
              />
              <Text
                label="Profile URL"
                value={link.profileUrl}
                onChange={(profileUrl) =>
                  set({ ...block, links: block.links.map((l, j) => (j === i ? { ...l, profileUrl } : l)) })
                }
              />
            </fieldset>
          ))}
          <button
            type="button"
            onClick={() => set({ ...block, links: [...block.links, { serviceName: "", profileUrl: "" }] })}
          >
            Add link
          </button>
        </>
      );
    case "chart":
      return (
        <>
          <Choice
            label="Chart type"
            value={block.chartType}
            options={CHART_TYPES}
            onChange={(chartType) => set({ ...block, chartType })}
          />
          <Text label="Title" value={block.title} onChange={(title) => set({ ...block, title })} />
          <DatasetEditor
            label="Data"
            value={block.dataset}
            onChange={(dataset) => set({ ...block, dataset })}
          />
        </>
      );
  }
}
