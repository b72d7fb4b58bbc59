// What a backend of the newsletter's contract (docs/cms-integration.md) is to the contract cases:
// where its two endpoints and its consent log are, how its stored rows are read, and where it
// differs from the contract today, declared once here rather than as a second copy of a case.

export type Language = 'nl' | 'en';

export interface Backend {
  /** `demo server`, `WordPress`, `Craft`: names the suite. */
  name: string;
  sessionInfoUrl(lang: Language): string;
  signupUrl(lang: Language): string;
  consentUrl(lang: Language): string;
  /** How many rows the backend stores for an address (0 or 1 when the contract holds). */
  storedSignups(email: string): number | Promise<number>;
  /** The stored consent records with this consent id. */
  storedConsentRecords(consentId: string): number | Promise<number>;
  /** The status of a refused token: Craft's and the demo's 400 (without a message list), WordPress's 403. */
  tokenRefusalStatus: 400 | 403;
  /** The signup attempts a client may make in a minute; null: the backend has no rate limit. */
  rateLimit: number | null;
  /** The backend refuses a filled honeypot (`website`) and a too-fast post (`elapsed`). */
  spamGuard: boolean;
  /**
   * The requests' X-Forwarded-For names the client (the test site trusts the tests' address as a
   * proxy), so each case counts against its own client's rate limit.
   */
  clientHeader: boolean;
}
