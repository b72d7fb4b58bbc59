// Sizes of images whose link declares none. PhotoSwipe lays out, zooms and animates from an
// image's size, so a link without data-pswp-width/height has its image loaded first and measured.
// The browser caches the file, so the lightbox shows the same download without fetching it twice.

export interface ImageSize {
  width: number;
  height: number;
}

const measured = new Map<string, ImageSize>();
const pending = new Map<string, Promise<ImageSize | null>>();

/** The size of an image measured earlier, if any. */
export function knownSize(src: string): ImageSize | undefined {
  return measured.get(src);
}

/**
 * Loads `src` and resolves with its natural size, or null when it fails, has no size or takes
 * longer than `timeoutMs` (the lightbox then opens anyway and shows its error or a best guess).
 * A failure is not remembered, so a later attempt tries again.
 */
export function measureImage(src: string, timeoutMs = 8000): Promise<ImageSize | null> {
  const size = measured.get(src);
  if (size) return Promise.resolve(size);
  let promise = pending.get(src);
  if (!promise) {
    promise = new Promise<ImageSize | null>((resolve) => {
      const image = new Image();
      const finish = (result: ImageSize | null) => {
        clearTimeout(timer);
        image.onload = image.onerror = null;
        pending.delete(src);
        if (result) measured.set(src, result);
        resolve(result);
      };
      const timer = setTimeout(() => finish(null), timeoutMs);
      image.onload = () =>
        finish(
          image.naturalWidth > 0 && image.naturalHeight > 0
            ? { width: image.naturalWidth, height: image.naturalHeight }
            : null,
        );
      image.onerror = () => finish(null);
      image.src = src;
    });
    pending.set(src, promise);
  }
  return promise;
}

/**
 * A stand-in size until the real one is known: the thumbnail's proportions at the viewport's
 * width, or the viewport itself.
 */
export function provisionalSize(thumbnail: HTMLImageElement | null, viewport: ImageSize): ImageSize {
  if (thumbnail && thumbnail.naturalWidth > 0 && thumbnail.naturalHeight > 0) {
    return {
      width: viewport.width,
      height: Math.round((viewport.width * thumbnail.naturalHeight) / thumbnail.naturalWidth),
    };
  }
  return viewport;
}
