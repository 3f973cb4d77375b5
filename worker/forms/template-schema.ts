// The form block's schema for the owner's form editor (GET /api/template/GetTemplateSchema?type=form):
// every field type with the options it takes, as JSON Schema generated from the zod schema the
// worker itself parses definitions with, so the editor and the worker cannot drift apart.
import { z } from "zod";
import { FIELD_TYPES, fieldDefinition, formDefinition, SUB_VALUE_PARTS, type FieldType } from "./field-types";

export interface FieldTypeSchema {
  type: FieldType;
  /** The parts of a value that is a list of sub-values (address, date, name, time, phone). */
  subValues?: readonly string[];
  /** The field's options (JSON Schema of its definition). */
  options: unknown;
}

export interface FormTemplateSchema {
  type: "form";
  fieldTypes: FieldTypeSchema[];
  /** The whole form definition (JSON Schema). */
  form: unknown;
}

let memo: FormTemplateSchema | undefined;

export function formTemplateSchema(): FormTemplateSchema {
  memo ??= {
    type: "form",
    fieldTypes: FIELD_TYPES.map((type) => {
      const option = fieldDefinition.options.find((o) => o.shape.type.value === type)!;
      const subValues = (SUB_VALUE_PARTS as Partial<Record<FieldType, readonly string[]>>)[type];
      return {
        type,
        ...(subValues ? { subValues } : {}),
        options: z.toJSONSchema(option, { io: "input", unrepresentable: "any" }),
      };
    }),
    form: z.toJSONSchema(formDefinition, { io: "input", unrepresentable: "any" }),
  };
  return memo;
}
