export declare const DEV_SECRETS: readonly string[];
export declare function withDevSecrets(text: string, randomHex: () => string): string;
