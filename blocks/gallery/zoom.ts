// Zoom levels for the lightbox.

/** The widest an image is ever shown when zoomed with the zoom button, click or double tap. */
export const MAX_ZOOM_WIDTH = 4000;

/**
 * PhotoSwipe's `secondaryZoomLevel`: three times the "fit" level but never beyond the image's own
 * size (PhotoSwipe's default), and capped so the zoomed image is at most MAX_ZOOM_WIDTH pixels wide.
 * Never 0, which PhotoSwipe would read as "no option".
 */
export function secondaryZoomLevel({ fit, elementSize }: { fit: number; elementSize: { x: number } | null }): number {
  const level = Math.min(1, fit * 3);
  const width = elementSize?.x ?? 0;
  const capped = width > 0 ? Math.min(level, MAX_ZOOM_WIDTH / width) : level;
  return capped > 0 ? capped : 1;
}
