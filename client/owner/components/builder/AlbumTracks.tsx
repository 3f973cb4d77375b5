// An album block's tracks: add the file manager's audio files (a searchable picker), name each
// track, reorder them (Move up / Move down buttons, so the keyboard works) and remove them. At 60
// tracks (spec section 9) adding is disabled with the sentence the worker would answer.
import { Button } from "react-aria-components";
import type { AlbumTrack } from "../../../../worker/site-content/blocks/album";
import { MAX_ALBUM_TRACKS, TOO_MANY_TRACKS } from "../../../../worker/site-content/messages";
import { loadAudioChoices } from "./block-choices";
import { Text } from "./fields";
import { PickerField } from "./PickerField";

interface Props {
  tracks: AlbumTrack[];
  onChange: (tracks: AlbumTrack[]) => void;
}

const titleFromName = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, "");

export function AlbumTracks({ tracks, onChange }: Props) {
  const full = tracks.length >= MAX_ALBUM_TRACKS;
  const set = (i: number, track: AlbumTrack) => onChange(tracks.map((t, j) => (j === i ? track : t)));
  const swap = (i: number, j: number) => {
    const next = [...tracks];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
  };
  return (
    <>
      <ol className="album-tracks" aria-label="Tracks">
        {tracks.map((track, i) => (
          <li key={`${track.fileId}-${i}`} className="inspector-row">
            <fieldset>
              <legend>Track {i + 1}</legend>
              <Text
                label="Track title"
                value={track.title}
                onChange={(title) => set(i, { ...track, title })}
              />
              <Text label="Artist" value={track.artist} onChange={(artist) => set(i, { ...track, artist })} />
              <Button
                aria-label={`Move track ${i + 1} up`}
                isDisabled={i === 0}
                onPress={() => swap(i, i - 1)}
              >
                Move up
              </Button>
              <Button
                aria-label={`Move track ${i + 1} down`}
                isDisabled={i === tracks.length - 1}
                onPress={() => swap(i, i + 1)}
              >
                Move down
              </Button>
              <Button
                aria-label={`Remove track ${i + 1}`}
                onPress={() => onChange(tracks.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {full ? <p role="status">{TOO_MANY_TRACKS}</p> : null}
      <PickerField
        label="Add a track"
        value=""
        clearOnChoose
        isDisabled={full}
        load={loadAudioChoices}
        emptyText="No audio files yet. Upload MP3 or M4A files in Files."
        placeholder="Search the site's audio files"
        onChange={(file) =>
          file &&
          onChange([
            ...tracks,
            { fileId: file.id, src: file.url, title: titleFromName(file.name), artist: "" },
          ])
        }
      />
    </>
  );
}
