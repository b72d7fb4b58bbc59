// The engine tests' probe, last in every demo page's <body>: the page's boxes as the server
// rendered them, before the bundle's module runs (modules wait for the parser; this inline script
// waits for the stylesheets), to compare with the same boxes once every block is upgraded.
(() => {
  const BOXES = '[data-site-header], [data-hero], main > h1, .demo-block, .site-footer';
  const probe = window.__siteWidgetsProbe;
  probe.measureBoxes = () =>
    Array.from(document.querySelectorAll(BOXES), (element, index) => {
      const rect = element.getBoundingClientRect();
      return {
        name: element.id || `${element.localName}.${element.classList[0] ?? ''} #${index}`,
        top: Math.round(rect.top + scrollY),
        height: Math.round(rect.height),
        width: Math.round(rect.width),
      };
    });
  probe.boxesBeforeUpgrade = probe.measureBoxes();
})();
