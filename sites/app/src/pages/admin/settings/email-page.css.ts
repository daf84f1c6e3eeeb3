import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const layout = style({ display: 'grid', gap: vars.space.lg });

export const templateList = style({ display: 'grid', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });

export const templateButton = style({ textAlign: 'start' });

export const description = style({ display: 'block', fontWeight: 'normal', fontSize: '0.875rem' });

export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(12rem, 1fr)',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fields = style({ display: 'grid', gap: vars.space.md });

export const mergeFields = style({ alignSelf: 'start' });

export const mergeFieldList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const preview = style({ width: '100%', minHeight: '28rem', border: `1px solid ${vars.color.body}` });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '64rem' });
