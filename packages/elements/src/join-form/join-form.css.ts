import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export { placeholder, root, title } from '../widget.css.ts';

export const text = style({ margin: `0 0 ${vars.space.md}` });

/** A text the organisation wrote (plain text): its line breaks kept. */
export const ownText = style({ margin: `0 0 ${vars.space.md}`, whiteSpace: 'pre-line' });

/** The fields of a step, one under the other. */
export const fields = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
