// What the renderer needs only once a reader moves on or submits: judging a slide (core's
// validators), the problems' texts and the answers to send. A chunk of its own, asked for when
// the form shows (`form-renderer.tsx`), so the form can show before it has arrived.
export { slideProblems } from './slide-problems.ts';
export { itemLabel, problemKind, problemText } from './problem-text.ts';
export { pruneAnswers } from '@masthead/core';
