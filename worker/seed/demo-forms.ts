// The demo site's Contact form, shown on its Contact page (/contact): most field types of spec
// section 3, so the form block and the API can be tried on a fresh database. The definition is checked against the
// form schema by tests/forms/seed.test.ts.
import type { forms } from "../db/schema";
import type { FormDefinitionInput } from "../forms/field-types";
import { DEMO_CONTACT_FORM_ID, DEMO_WEBSITE_ID } from "./demo-data";

export { DEMO_CONTACT_FORM_ID };

export const demoContactForm: FormDefinitionInput = {
  name: "Contact",
  submitButtonText: "Send",
  submissionText: "Thank you! We will get back to you within two working days.",
  postSubmitHtml:
    '<p class="contact-follow-up">Meanwhile, <a href="/shop">have a look around the shop</a>.</p>',
  notifyEmail: "owner@demo.atelier.test",
  fields: [
    { id: "name", type: "name", label: "Name", required: true },
    { id: "email", type: "email", label: "Email", required: true, placeholder: "name@example.com" },
    { id: "phone", type: "phone", label: "Phone" },
    { id: "address", type: "address", label: "Delivery address" },
    { id: "orderDetails", type: "section", label: "About your order" },
    { id: "orderNumber", type: "number", label: "Order number" },
    { id: "orderDate", type: "date", label: "Order date" },
    { id: "callBack", type: "time", label: "Best time to call" },
    {
      id: "topic",
      type: "select",
      label: "Topic",
      required: true,
      options: ["Order", "Workshop", "Wholesale", "Other"],
    },
    { id: "contactBy", type: "radio", label: "Reply by", options: ["Email", "Phone"] },
    { id: "interests", type: "checkbox", label: "Interests", options: ["Ceramics", "Textiles", "Workshops"] },
    {
      id: "satisfaction",
      type: "likert",
      label: "How did we do?",
      questions: ["Delivery", "Packaging", "Product quality"],
    },
    { id: "budget", type: "currency", label: "Budget" },
    { id: "website", type: "website", label: "Your website" },
    { id: "subject", type: "text", label: "Subject" },
    { id: "heardFrom", type: "plain", label: "How did you hear about us?" },
    { id: "message", type: "textarea", label: "Message", required: true, maxLength: 500 },
    { id: "utm_source", type: "hidden", label: "Source", default: "direct" },
  ],
};

export const demoForms: (typeof forms.$inferInsert)[] = [
  { id: DEMO_CONTACT_FORM_ID, websiteId: DEMO_WEBSITE_ID, definition: demoContactForm },
];
