// The stand-in's guard against bots, as the Craft and WordPress plugins hold their signup endpoints:
// a honeypot field, a minimum fill time and a rate limit per client, so that the demo answers the
// contract of docs/cms-integration.md whole. Attempts are kept in memory (forgotten on restart).
//
// The client is the connection's address; X-Forwarded-For counts only when the connection comes
// from a proxy named in `trustedProxies`, so a visitor cannot pick the address that is counted.

const MINUTE_MS = 60_000;
/** Clients remembered at most; the one seen longest ago is forgotten first. */
const MAX_CLIENTS = 10_000;

/**
 * @param {{ rateLimit?: number, minFillMs?: number, trustedProxies?: string[] }} options
 *   `rateLimit`: attempts a client may make in a minute, refused ones included (20).
 *   `minFillMs`: the shortest time from the form being shown to its post, as the widget sends it in
 *   `elapsed` (2000 ms).
 *   `trustedProxies`: the addresses of the site's own proxies (none).
 */
export function createSignupGuard({ rateLimit = 20, minFillMs = 2000, trustedProxies = [] } = {}) {
  const proxies = new Set(trustedProxies.map(plainAddress));
  /** client → the times (ms) of its attempts in the last minute, oldest first. */
  const attempts = new Map();

  return {
    /** The client's address: the connection's, or from a named proxy the last hop it did not add. */
    clientOf(request) {
      const remote = plainAddress(request.socket.remoteAddress ?? '');
      const forwarded = request.headers['x-forwarded-for'] ?? '';
      if (!forwarded || !proxies.has(remote)) return remote;
      for (const hop of forwarded
        .split(',')
        .map((entry) => entry.trim())
        .reverse()) {
        // Anything before a malformed hop may be made up.
        if (!/^[\d.]+$|^[\da-f:]+$/i.test(hop)) break;
        if (!proxies.has(hop)) return hop;
      }
      return remote;
    },

    /**
     * Counts an attempt of `client` and answers how many seconds it must wait: 0 while it has made
     * no more than `rateLimit` in the last minute.
     */
    wait(client, now = Date.now()) {
      const recent = (attempts.get(client) ?? []).filter((time) => time > now - MINUTE_MS);
      recent.push(now);
      attempts.delete(client);
      attempts.set(client, recent);
      if (attempts.size > MAX_CLIENTS) attempts.delete(attempts.keys().next().value);
      if (recent.length <= rateLimit) return 0;
      // The next attempt gets through once the one that makes room for it has left the minute.
      const makingRoom = recent[recent.length - rateLimit];
      return Math.max(1, Math.ceil((makingRoom + MINUTE_MS - now) / 1000));
    },

    /**
     * Whether a signup looks like a bot's: the honeypot `website` filled in, or the form posted
     * sooner than a person can. A form posted without JavaScript has no `elapsed`: for it (`timed`
     * false) only one that is sent counts.
     */
    looksAutomated(fields, timed) {
      const website = fields.get('website') ?? '';
      const elapsed = fields.get('elapsed') ?? '';
      const tooNew = (timed || elapsed !== '') && !(Number(elapsed) >= minFillMs);
      return website.trim() !== '' || tooNew;
    },
  };
}

/** An IPv4 address as itself, not as the IPv6 form a dual-stack socket reports. */
function plainAddress(address) {
  return address.replace(/^::ffff:(?=\d+\.)/i, '');
}
