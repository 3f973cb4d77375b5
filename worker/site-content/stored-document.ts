// A page document's shape as the database columns type it. Plain, so the drizzle schema does not
// depend on the block schemas (which depend on the database handle); see document.ts for the real one.
export interface StoredPageDocument {
  sections: {
    id: string;
    colorTheme: string;
    blocks: ({ id: string; type: string } & Record<string, unknown>)[];
  }[];
}
