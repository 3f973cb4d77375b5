// What a product page's islands load after their first render, on first need, through one module
// (one chunk with the gallery's enhancement, scripts/client-chunks.ts): the dialogs and the restock
// form. One module's exports, rather than a dynamic import of each part's module, which made the
// chunk build a namespace object for each with a bundler helper in a chunk of its own.
export { AdditionalFieldsDialog } from "./AdditionalFieldsDialog";
export { InstalmentInfo } from "./InstalmentInfo";
export { RestockForm } from "./RestockForm";
