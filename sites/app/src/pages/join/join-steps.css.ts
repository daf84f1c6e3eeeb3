import { style } from '@vanilla-extract/css';

/** An admin's text: its own line breaks stay. */
export const text = style({ whiteSpace: 'pre-line', maxWidth: '46rem' });

export const form = style({ maxWidth: '36rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--mh-space-md)',
  alignItems: 'center',
  marginBlock: 'var(--mh-space-lg)',
});

export const block = style({ marginBlock: 'var(--mh-space-lg)' });
