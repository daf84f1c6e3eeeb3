import { useId, type ReactNode } from 'react';
import * as css from '../profile.css.ts';

/** One part of the account page: a region named by its h2. */
export function AccountSection({ title, children }: { title: ReactNode; children: ReactNode }) {
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
