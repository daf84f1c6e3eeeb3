import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// Only the later steps' (`later-steps.tsx`): in their lazy chunk's CSS, not in the join form's first download.

/** A text the organisation wrote (plain text): its line breaks kept. */
export const ownText = style({ margin: `0 0 ${vars.space.md}`, whiteSpace: 'pre-line' });

/** The fields of a step, one under the other. */
export const fields = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });
