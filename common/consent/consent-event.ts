// The event the consent store fires after every choice. It is declared beside the store rather than
// in runtime/events.ts, as the runtime names no feature; blocks/cookiebar/cookiebar.block.ts lists it.
import { defineEvent, type EventDetail, type EventMap } from '../define-event';

export const cookiebarChange = defineEvent({
  name: 'cookiebar:change',
  target: 'document',
  detail: {
    choice: ['all', 'necessary', 'custom'],
    categories: 'string[]',
    withdrawn: 'string[]',
    consentId: 'string',
  },
  description:
    'The visitor made a cookie choice: the accepted categories (`necessary` first), those withdrawn (their ' +
    "listed cookies are deleted) and the visitor's consent id (as in the record sent to the bar's " +
    '`data-cookiebar-log`).',
});

export type CookiebarChangeDetail = EventDetail<typeof cookiebarChange>;

type DocumentEvents = EventMap<[typeof cookiebarChange]>;

declare global {
  interface DocumentEventMap extends DocumentEvents {}
}
