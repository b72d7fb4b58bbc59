/** Flags for headless Chromium on a machine without network access or a sandbox for root. */
export declare const CHROMIUM_ARGS: string[];
