// The product editor's photos (issue 20, item 6): upload by drop or "Choose photos" through the
// Files screen's own upload (UploadZone, one progress bar per file), or add one by address; each
// photo with its alt text and focal point; reorder by dragging or with Move earlier / Move later
// (keyboard and touch); remove. The first photo is the one the store shows first. Nothing is sent
// until the product is saved: the photos are part of the product's body.
import { useState, type DragEvent } from "react";
import { Button } from "react-aria-components";
import { UploadZone } from "../files/UploadZone";
import "../files/files.css";
import { TextField } from "../TextField";
import { PhotoFocalPoint } from "./PhotoFocalPoint";
import { movePhoto, photoOfFile, type PhotoDraft } from "./photo-draft";
import "./photos.css";

const DRAG_TYPE = "application/x-atelier-photo";

interface Props {
  photos: PhotoDraft[];
  /** Changes the photos from the latest list: uploads finish later, each adds to what is there then. */
  update: (change: (photos: PhotoDraft[]) => PhotoDraft[]) => void;
}

export function PhotoManager({ photos, update }: Props) {
  const [address, setAddress] = useState("");
  const [said, setSaid] = useState("");
  const [dragged, setDragged] = useState<number>();

  const change = (i: number, patch: Partial<PhotoDraft>) =>
    update((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    update((list) => movePhoto(list, from, to));
    setSaid(`Photo ${from + 1} is now photo ${to + 1} of ${photos.length}.`);
  };
  const drop = (to: number) => (event: DragEvent) => {
    if (dragged === undefined || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    move(dragged, to);
    setDragged(undefined);
  };

  return (
    <fieldset className="photo-manager">
      <legend>Photos</legend>
      <UploadZone
        imagesOnly
        what="photos"
        // A photo uploaded here is also in Files; the latest upload goes last.
        onUploaded={(file) => update((list) => [...list, photoOfFile(file)])}
      />
      {photos.length === 0 ? (
        <p className="photo-empty">
          No photos yet. Drop photos above or choose them; the first photo is the one the store shows first.
        </p>
      ) : (
        <ol className="photo-list" aria-label="Photos">
          {photos.map((photo, i) => {
            const name = `photo ${i + 1}`;
            return (
              <li
                key={`${photo.url}#${i}`}
                className={dragged === i ? "photo-item is-dragged" : "photo-item"}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, String(i));
                  event.dataTransfer.effectAllowed = "move";
                  setDragged(i);
                }}
                onDragEnd={() => setDragged(undefined)}
                onDragOver={(event) => {
                  if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                }}
                onDrop={drop(i)}
              >
                <PhotoFocalPoint
                  src={photo.url}
                  name={name}
                  value={photo.focalPoint}
                  onChange={(focalPoint) => change(i, { focalPoint })}
                />
                <div className="photo-fields">
                  <p className="photo-name">
                    {i === 0 ? "Photo 1 (shown first)" : `Photo ${i + 1}`}
                    <span className="photo-focal-text">
                      {" "}
                      · focal point {Math.round(photo.focalPoint.x * 100)}% from the left,{" "}
                      {Math.round(photo.focalPoint.y * 100)}% from the top
                    </span>
                  </p>
                  <TextField
                    label={`Alt text of ${name}`}
                    description="Describes the photo to people who cannot see it."
                    value={photo.altText}
                    onChange={(altText) => change(i, { altText })}
                  />
                  <div className="photo-actions">
                    {/* The photo's name is heard, not seen: the visible words stay part of the name (axe). */}
                    <Button isDisabled={i === 0} onPress={() => move(i, i - 1)}>
                      Move <span className="visually-hidden">{name} </span>earlier
                    </Button>
                    <Button isDisabled={i === photos.length - 1} onPress={() => move(i, i + 1)}>
                      Move <span className="visually-hidden">{name} </span>later
                    </Button>
                    <Button
                      aria-label={`Remove ${name}`}
                      onPress={() => {
                        update((list) => list.filter((_, j) => j !== i));
                        setSaid(`Photo ${i + 1} removed.`);
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <div className="photo-by-address">
        <TextField
          label="Photo address"
          description="A photo stored elsewhere: an address starting with https://."
          value={address}
          onChange={setAddress}
        />
        <Button
          isDisabled={address.trim() === ""}
          onPress={() => {
            const url = address.trim();
            update((list) => [...list, { url, altText: "", focalPoint: { x: 0.5, y: 0.5 } }]);
            setAddress("");
          }}
        >
          Add photo by address
        </Button>
      </div>
    </fieldset>
  );
}
