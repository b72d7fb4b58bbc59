import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock } from '../../widgets/widget-block';

/** No attributes: the links are the content, the current language comes from `<html lang>`. */
export const languageSwitchAttributes = {} as const satisfies AttributeSpecs;

export default defineWidgetBlock({
  tag: 'language-switch',
  summary: "a button with the page's language that shows the CMS's links to the other languages",
  docs: 'blocks/language-switch/README.md',
  attributes: languageSwitchAttributes,
});
