// Button: a link styled as a button.
import { z } from "zod";
import { defineBlock, linkUrl } from "./define";

export const BUTTON_SIZES = ["small", "medium", "large"] as const;

export const buttonBlock = defineBlock({
  type: "button",
  label: "Button",
  blockType: 53,
  fields: z.object({
    label: z.string().trim().min(1, "Please enter the button's text.").max(100),
    url: linkUrl,
    newWindow: z.boolean().default(false),
    size: z.enum(BUTTON_SIZES).default("medium"),
  }),
  create: () => ({ label: "Learn more", url: "/", newWindow: false, size: "medium" as const }),
  context: (block) => block,
});
