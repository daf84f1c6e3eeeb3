import { useId, type ReactNode } from 'react';
import * as css from './ui-toolkit.css.ts';

/** One component of the toolkit: a region named by its heading. */
export function ToolkitSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** One sample (a variant or a state) in a frame with its caption. */
export function Sample({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <div className={css.sample}>
      <p className={css.caption}>{caption}</p>
      {children}
    </div>
  );
}
