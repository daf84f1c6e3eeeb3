export { FormRenderer, type FormRendererProps } from './form-renderer.tsx';
export type { Upload, UploadedFile } from './fields/file-field.tsx';
export { uploadKind, maxUploadBytes, type UploadKind } from './upload-error.ts';
export { problemText } from './problem-text.ts';
export { sanitizeHtml } from './sanitize-html.ts';
export { initialAnswers } from './form-state.ts';
export { slideProblems } from './slide-problems.ts';
export type { PlacesOptions } from './fields/address-search.ts';
export { hasLaterTexts, laterTexts, type LaterTexts } from './later-texts.ts';
