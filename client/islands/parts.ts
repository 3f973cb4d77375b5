// The island parts loaded on first need in the browser (lazyPart), imported with the worker so the
// server renders any of them without waiting (client/islands/lazy-part.ts). Only the worker
// imports this table: in the browser each part stays a chunk of its own.
import { AdditionalFieldsDialog } from "./AdditionalFieldsDialog";
import { InstalmentInfo } from "./InstalmentInfo";
import { QuickView } from "./QuickView";
import { RestockForm } from "./RestockForm";
import { ShippingLocationForm } from "./ShippingLocationForm";

export const PARTS = { AdditionalFieldsDialog, InstalmentInfo, QuickView, RestockForm, ShippingLocationForm };
