import { style } from '@vanilla-extract/css';

const border = '1px solid #d8dde3';

export const cover = style({
  display: 'block',
  width: '100%',
  maxHeight: '24rem',
  objectFit: 'cover',
  borderRadius: 'var(--mh-radius-md)',
  marginBlockEnd: 'var(--mh-space-md)',
});

export const article = style({ maxWidth: '46rem' });

export const lead = style({ fontSize: '1.125rem', marginBlock: 'var(--mh-space-sm)' });

export const dates = style({ fontWeight: 600, marginBlock: 'var(--mh-space-sm)' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--mh-space-md)',
  alignItems: 'center',
  marginBlock: 'var(--mh-space-lg)',
});

export const notice = style({
  padding: 'var(--mh-space-md)',
  background: '#fff',
  border,
  borderRadius: 'var(--mh-radius-md)',
  marginBlock: 'var(--mh-space-md)',
});

export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: '0 0 var(--mh-space-lg)',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: 'var(--mh-space-md)',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mh-space-xs)',
  padding: 'var(--mh-space-md)',
  background: '#fff',
  border,
  borderRadius: 'var(--mh-radius-md)',
});

export const cardTitle = style({ margin: 0, fontSize: '1.125rem' });

export const cardText = style({ margin: 0 });

export const cardImage = style({
  width: '100%',
  height: '8rem',
  objectFit: 'cover',
  borderRadius: 'var(--mh-radius-sm)',
});

export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
  gap: 'var(--mh-space-sm) var(--mh-space-md)',
  padding: 'var(--mh-space-lg)',
  background: '#fff',
  border,
  borderRadius: 'var(--mh-radius-md)',
  maxWidth: '46rem',
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

export const answerLabel = style({ fontWeight: 600 });

export const answerValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const signature = style({ maxWidth: '16rem', maxHeight: '6rem', background: '#fff' });

export const fullscreen = style({ minHeight: '100vh', padding: 'var(--mh-space-md)', boxSizing: 'border-box' });

export const fullscreenBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--mh-space-md)',
  alignItems: 'baseline',
  marginBlockEnd: 'var(--mh-space-sm)',
});

export const fullscreenTitle = style({ margin: 0, fontSize: '1rem' });

/** One of several answers to a question (select boxes, multiple values), each on its own line. */
export const answerLine = style({ display: 'block' });
