import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RichTextEditorProps } from './rich-text-props.ts';
import * as styles from './rich-text.css.ts';

// Quill is large and only editors need it: it comes in its own chunk, on first use.
const QuillEditor = lazy(() => import('./quill-editor.tsx').then((m) => ({ default: m.QuillEditor })));

/**
 * A rich-text field (quill): headings 1-6, bold, italic, lists and links
 * under the link policy of docs/product/rules.md (Links in rich text), with 100
 * undo steps grouped after a 500 ms pause. The editable area is a `textbox` labelled by `label`.
 * @example <RichTextEditor label={t`Introduction`} value={intro} onChange={setIntro} />
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.editor}>
          <span className={styles.label}>{props.label}</span>
          <p className={styles.loading} role="status">
            <Trans>Loading the editor…</Trans>
          </p>
        </div>
      }
    >
      <QuillEditor {...props} />
    </Suspense>
  );
}
