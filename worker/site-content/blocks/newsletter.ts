// Newsletter: a sign-up with its texts (the NewsletterBlock island).
import { z } from "zod";
import { defineBlock } from "./define";

export const newsletterBlock = defineBlock({
  type: "newsletter",
  label: "Newsletter",
  blockType: 51,
  fields: z.object({
    title: z.string().max(200).default(""),
    description: z.string().max(1000).default(""),
    buttonText: z.string().trim().min(1, "Please enter the button's text.").max(60),
    successText: z.string().max(1000).default(""),
  }),
  create: () => ({ title: "Subscribe", description: "", buttonText: "Sign Up", successText: "" }),
  context: (block, deps) => ({
    props: {
      title: block.title,
      description: block.description,
      buttonText: block.buttonText,
      successText: block.successText,
      captcha: deps.captcha,
    },
  }),
});
