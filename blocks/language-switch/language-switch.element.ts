import { defineWidget } from '../../widgets/define-widget';
import block from './language-switch.block';
import { LanguageSwitch } from './language-switch';

defineWidget(block, LanguageSwitch, { showsChildren: true });
