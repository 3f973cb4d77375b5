// What a product page loads after its form, on first need, from one module (and so one chunk,
// scripts/client-chunks.ts): the dialogs, the restock form and the gallery's enhancement. Loaded
// through this module, the chunk's own exports are the parts; a dynamic import of each module of a
// shared chunk needs a namespace object built by a bundler helper that then rides beside it.
export { AdditionalFieldsDialog } from "./AdditionalFieldsDialog";
export { InstalmentInfo } from "./InstalmentInfo";
export { RestockForm } from "./RestockForm";
export { enhanceGalleries } from "../gallery";
