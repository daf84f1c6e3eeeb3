import { answerPassHeader, type AnswerPass } from '@masthead/core';

/** The headers a call sends with a member's answer pass (none without): apart, so the form's chunk needs no more of passes. */
export const passHeaders = (pass: AnswerPass | null): Record<string, string> =>
  pass ? { [answerPassHeader]: pass.token } : {};
