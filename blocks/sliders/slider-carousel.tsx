import type { ReactNode } from 'react';
import { useTexts } from '../../widgets/use-texts';

/** A carousel's name: a text of its own, or the id of the visible title that names it. */
export type CarouselName = { label: string } | { labelledBy: string };

/**
 * The carousel of the APG's carousel pattern around a slider's controls and its track: a group
 * (not a landmark: a page may hold several sliders), described as "carousel" and named.
 */
export function SliderCarousel({ name, children }: { name: CarouselName; children: ReactNode }) {
  const t = useTexts();
  const naming = 'label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy };
  return (
    <div
      className="slider__carousel"
      role="group"
      aria-roledescription={t('slider.container_role_description')}
      {...naming}
    >
      {children}
    </div>
  );
}
