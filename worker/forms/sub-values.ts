// The parts of the field types whose value is a list of sub-values, in this order (spec section 3).
// Free of zod, so the browser's form block imports it without the schema library.
export const SUB_VALUE_PARTS = {
  address: ["Address 1", "Address 2", "City", "State/Province", "Zip/Postal Code", "Country"],
  date: ["Month", "Day", "Year"],
  name: ["First Name", "Last Name"],
  time: ["Hour", "Minute", "Second", "AM/PM"],
  phone: ["Country", "Area Code", "Prefix", "Line"],
} as const;
