import { useMemo } from 'react';
import type { ContentComponent } from '@masthead/core';
import { sanitizeHtml } from './sanitize-html.ts';
import * as styles from './form-renderer.css.ts';

/** A content component: its html, sanitised, with no answer. */
export function ContentView({ component }: { component: ContentComponent }) {
  const html = useMemo(() => sanitizeHtml(component.html ?? ''), [component.html]);
  // The markup is rebuilt from an allow-list by sanitizeHtml, never the author's string.
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
