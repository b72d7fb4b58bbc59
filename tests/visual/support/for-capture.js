// The visual tests' script in every demo page, first after the probe, before the bundle runs:
// what no screenshot should depend on is left out from the first layout on, so no widget sees the
// page change width under it later. The caret blinks, and scrollbars are drawn by each engine and
// desktop theme in their own way. A constructed stylesheet, which the demo's CSP (no inline
// styles) allows.
(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`*, *::before, *::after { caret-color: transparent !important; }
html { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})();
