/** Marks an upgraded widget, so the stylesheet's pre-upgrade layout hands over to the rendered one. */
export const UPGRADED_ATTRIBUTE = 'data-upgraded';
