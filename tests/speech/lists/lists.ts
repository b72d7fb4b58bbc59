// The shape of a language's lists: per block (blocks.ts), per step, the phrases in the order heard.
export type SpeechLists = Record<string, Record<string, string[]>>;
