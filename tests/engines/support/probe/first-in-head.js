// The engine tests' probe, first in every demo page's <head> (the demo server puts it there with
// the page's CSP nonce): it records what a visitor never sees but a test must, in any engine, since
// classic WebDriver (WebKit) reports no console messages or page errors. Records survive a
// navigation within the tab through sessionStorage, so a link that leaves the page loses nothing.
(() => {
  const KEY = 'site-widgets-test-probe';
  const carried = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  const probe = {
    problems: carried?.problems ?? [],
    warnings: carried?.warnings ?? [],
    boxesBeforeUpgrade: [],
  };
  window.__siteWidgetsProbe = probe;
  const text = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

  addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) probe.problems.push(`uncaught error: ${event.message}`);
      else if (event.target instanceof Element)
        probe.problems.push(`failed to load: <${event.target.localName}> ${event.target.src ?? event.target.href}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => probe.problems.push(`unhandled rejection: ${text(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    probe.problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  );
  for (const [level, list] of [
    ['error', probe.problems],
    ['warn', probe.warnings],
  ]) {
    const original = console[level];
    console[level] = (...args) => {
      list.push(`console.${level}: ${args.map(text).join(' ')}`);
      original.apply(console, args);
    };
  }
  addEventListener('pagehide', () =>
    sessionStorage.setItem(KEY, JSON.stringify({ problems: probe.problems, warnings: probe.warnings })),
  );
  sessionStorage.removeItem(KEY);
})();
