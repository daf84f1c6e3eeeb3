export { RichTextEditor } from './rich-text-editor.tsx';
export type { RichTextEditorProps } from './rich-text-props.ts';
export { richTextHistory, richTextFormats, headingLevels, cleanEditorHtml } from './history-options.ts';
