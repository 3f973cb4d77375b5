// A file's public address (/s/{fileId}/{name} on this site, worker/files/file-json.ts) as the Files
// screen shows it, with a button that copies it; the screen confirms in its status line.
import { Button } from "react-aria-components";
import type { FileJson } from "./files-api";

/** The full address a page or an email can use, on the site the panel is served from. */
export const publicAddress = (file: FileJson) => new URL(file.url, location.origin).href;

export function FileAddress({ file, onCopied }: { file: FileJson; onCopied: (ok: boolean) => void }) {
  const address = publicAddress(file);
  return (
    <span className="file-address">
      <code>{address}</code>
      <Button
        aria-label={`Copy address of ${file.name}`}
        onPress={() => {
          // The clipboard needs a secure context and the page's focus; a refusal says so.
          const write = navigator.clipboard?.writeText(address);
          if (!write) return onCopied(false);
          write.then(
            () => onCopied(true),
            () => onCopied(false),
          );
        }}
      >
        Copy address
      </Button>
    </span>
  );
}
