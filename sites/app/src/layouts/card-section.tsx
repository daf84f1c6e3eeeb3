import { useId, type ReactNode } from 'react';
import * as css from './card-section.css.ts';

/** One part of a page on a card: a region named by its h2. `narrow` keeps forms at a readable width. */
export function CardSection({
  title,
  narrow = false,
  children,
}: {
  title: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={narrow ? css.narrowSection : css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
