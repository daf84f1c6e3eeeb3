import { useId, type ReactNode } from 'react';
import * as css from '../crowdnewsroom.css.ts';

/** One part of a call-out's screens: a region named by its h2. */
export function ViewSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
