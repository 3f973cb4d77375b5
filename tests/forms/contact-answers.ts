// A valid set of answers to the demo Contact form (worker/seed/demo-forms.ts), in the shapes of
// spec section 3, shared by the tests that submit it.
export const CONTACT_ANSWERS = {
  name: ["Ada", "Lovelace"],
  email: "ada@example.com",
  phone: ["555", "010", "4477"],
  topic: "Order",
  interests: ["Ceramics"],
  satisfaction: { Delivery: ["Agree"] },
  message: "Where is my mug?",
};
