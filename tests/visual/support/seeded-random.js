// The visual tests' script in every demo page, right after the probe: Math.random from a fixed
// seed (mulberry32), so that the hero's row draws the same scales and offsets in every run. Only
// the tests do this; a visitor's hero is laid out at random.
(() => {
  let seed = 20261127;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
