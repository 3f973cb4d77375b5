// The owner panel's entry (its own vite entry: none of this loads on storefront pages).
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { router } from "./router";
import "./panel.css";

createRoot(document.getElementById("panel")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
