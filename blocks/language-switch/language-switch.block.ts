import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';

/** No attributes: the links are the content, the current language comes from `<html lang>`. */
export const languageSwitchAttributes = {} as const satisfies AttributeSpecs;

const languageSwitchBlock = defineWidgetBlock({
  tag: 'language-switch',
  summary: "a button with the page's language that shows the CMS's links to the other languages",
  docs: 'blocks/language-switch/README.md',
  attributes: languageSwitchAttributes,
});

export default languageSwitchBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof languageSwitchBlock> {}
}
