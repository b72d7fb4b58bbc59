import { defineModuleBlock } from '../../runtime/module-block';

export default defineModuleBlock({
  name: 'hero',
  summary: 'the animated hero with a pause button',
  docs: 'blocks/hero/README.md',
  markup: { hero: '[data-hero]' },
});
