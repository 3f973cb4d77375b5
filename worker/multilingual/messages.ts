// Owner messages of the multilingual calls (the spec shows none; ours, see docs/navigation.md).
export const NOT_CONNECTED = "This site offers no other language to disconnect.";
export const notASiteLanguage = (tag: string) => `${tag} is not one of this site's other languages.`;
export const NO_TRANSLATION = "This page has no translation into that language.";
