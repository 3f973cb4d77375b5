// Album: a playlist of the file manager's audio files, at most 60 tracks (spec section 9's tracks
// per album). Each track keeps its file's id and address, so a renamed file keeps playing.
import { z } from "zod";
import { MAX_ALBUM_TRACKS, TOO_MANY_TRACKS } from "../messages";
import { defineBlock, linkUrl } from "./define";

export const albumTrackSchema = z.object({
  fileId: z.string().trim().max(100).default(""),
  src: linkUrl.refine((src) => src !== "", "Choose an audio file for every track."),
  title: z.string().trim().max(200).default(""),
  artist: z.string().trim().max(200).default(""),
});
export type AlbumTrack = z.output<typeof albumTrackSchema>;

export const albumBlock = defineBlock({
  type: "album",
  label: "Album",
  blockType: 60,
  fields: z.object({
    title: z.string().max(200).default(""),
    artist: z.string().max(200).default(""),
    tracks: z.array(albumTrackSchema).max(MAX_ALBUM_TRACKS, TOO_MANY_TRACKS),
  }),
  create: () => ({ title: "", artist: "", tracks: [] }),
  context: (block) => ({
    title: block.title,
    artist: block.artist,
    tracks: block.tracks.map((track, i) => ({
      number: i + 1,
      src: track.src,
      title: track.title || `Track ${i + 1}`,
      artist: track.artist || block.artist,
    })),
  }),
});
