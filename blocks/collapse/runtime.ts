// The entry answers a click on a collapse item's header before the item's code has arrived.
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { answerEarlyCollapseItem } from './early-answer';

export default defineBlockRuntime({ earlyAnswers: { 'collapse-item': answerEarlyCollapseItem } });
