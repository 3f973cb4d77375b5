// Query strings of GET /api/google-maps/places/autocomplete and /details (spec section 7: the query
// plus tracking context, the product page and section the editor was in).
import { z } from "zod";

const tracking = {
  /** The page being edited (its id), when the map block sits on one. */
  productPage: z.string().trim().max(100).optional(),
  /** The section of that page holding the map block. */
  section: z.string().trim().max(100).optional(),
  sessiontoken: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w-]*$/, "sessiontoken must be letters, digits, '_' or '-'.")
    .optional(),
  language: z
    .string()
    .trim()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "language must be a BCP 47 tag.")
    .optional(),
};

export const MAX_PLACE_INPUT = 200;

export const autocompleteQuery = z.object({
  input: z
    .string({ error: "Give input: the address typed so far." })
    .trim()
    .min(1, "Give input: the address typed so far.")
    .max(MAX_PLACE_INPUT, `input must be at most ${MAX_PLACE_INPUT} characters.`),
  ...tracking,
});

export const detailsQuery = z.object({
  place_id: z
    .string({ error: "Give place_id: the id of a suggestion." })
    .trim()
    .min(1, "Give place_id: the id of a suggestion.")
    .max(300, "place_id is too long."),
  ...tracking,
});
