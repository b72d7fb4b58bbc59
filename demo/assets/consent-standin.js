// Stands in for a third-party tag (an analytics or advertising script) in the demo, which has no
// external network: it records that it ran (window.__consentRuns, the status line on the page)
// and sets the first-party cookies such a tag sets, so that withdrawing consent can delete them.
(() => {
  const script = document.currentScript;
  const category = script?.dataset.consent ?? 'unknown';
  const runs = (window.__consentRuns ??= {});
  runs[category] = (runs[category] ?? 0) + 1;
  const year = 60 * 60 * 24 * 365;
  const id = `${Math.floor(Math.random() * 1e9)}.${Math.floor(Date.now() / 1000)}`;
  const cookies = { analytics: ['_ga', '_ga_DEMO'], marketing: ['_fbp'] }[category] ?? [];
  for (const name of cookies) document.cookie = `${name}=GA1.1.${id}; path=/; max-age=${year}; SameSite=Lax`;
  const status = document.querySelector(`[data-consent-status="${category}"]`);
  const show = (ran) => {
    status?.querySelector('[data-consent-status-off]')?.toggleAttribute('hidden', ran);
    status?.querySelector('[data-consent-status-on]')?.toggleAttribute('hidden', !ran);
  };
  if (category === 'analytics') {
    window.demoAnalytics = {
      events: [],
      track(name) {
        this.events.push(name);
        show(true);
      },
    };
  } else show(true);
})();
