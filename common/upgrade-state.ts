// The attributes that say where a widget is in its upgrade: the stylesheet's pre-upgrade layout
// hands over on them, and the entry's early interactions act only on widgets not upgraded yet.

/** Marks an upgraded widget: its code has rendered it. */
export const UPGRADED_ATTRIBUTE = 'data-upgraded';

/** Set on the elements of a tag whose chunk failed, so the stylesheet shows their content in full. */
export const UPGRADE_FAILED_ATTRIBUTE = 'data-upgrade-failed';
