import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, { languageSwitchAttributes } from './block';
import { LanguageSwitch } from './language-switch';

defineWidget({
  tag: block.tag,
  attributes: languageSwitchAttributes,
  component: LanguageSwitch,
  showsChildren: true,
});

export type LanguageSwitchElement = WidgetElement<typeof languageSwitchAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'language-switch': LanguageSwitchElement;
  }
}
