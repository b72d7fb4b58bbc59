import { defineWidget, type WidgetElement } from '../define-widget';
import { languageSwitchAttributes } from './attributes';
import { LanguageSwitch } from './language-switch';

defineWidget({
  tag: 'language-switch',
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
