import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';
import * as ui from '@masthead/ui/field-styles';

export const focusRing = { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 };

// The look of packages/ui's fields, so call-out forms and the app's forms match;
// a fieldset of options also needs the browser's fieldset chrome removed.
export const field = style([ui.field, { border: 0, padding: 0, marginInline: 0, minWidth: 0 }]);

export const label = style([ui.label, { padding: 0 }]);

export const description = ui.description;

export const input = style([ui.input, { maxWidth: '100%' }]);

export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);

export const error = ui.error;

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, paddingBlock: 2 });

export const tick = style({
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.2rem',
  accentColor: vars.color.primary,
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}` } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
