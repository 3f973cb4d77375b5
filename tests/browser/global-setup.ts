import type { TestProject } from "vitest/node";
import { startStore } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    storeUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const store = await startStore();
  project.provide("storeUrl", store.url);
  return store.stop;
}
