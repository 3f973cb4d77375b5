// Social links: the site's profiles (spec section 3's social profile: serviceName, profileUrl).
import { z } from "zod";
import { defineBlock, linkUrl } from "./define";

export const socialLinksBlock = defineBlock({
  type: "socialaccountlinks",
  label: "Social links",
  blockType: 54,
  fields: z.object({
    links: z
      .array(z.object({ serviceName: z.string().trim().min(1).max(60), profileUrl: linkUrl }))
      .max(20, "A social links block can hold at most 20 links."),
  }),
  create: () => ({ links: [{ serviceName: "Instagram", profileUrl: "https://instagram.com/" }] }),
  context: (block) => block,
});
