// The demo store owner's development login (worker/seed/demo-owner.ts), printed by the worker when
// it creates the account and given in the README. No imports: the browser tests read it too.
export const DEMO_OWNER_EMAIL = "owner@atelier.test";
export const DEMO_OWNER_PASSWORD = "atelier-owner";
