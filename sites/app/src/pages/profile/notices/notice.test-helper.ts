import type { Notice } from '@masthead/core';

let made = 0;

/** A notice as the server answers it: open since November 2026, with a button to another site. */
export function makeNotice(overrides: Partial<Notice> = {}): Notice {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    name: `Notice ${made}`,
    text: '<p>Our <strong>summer appeal</strong> is on.</p>',
    buttonText: 'Give now',
    url: 'https://give.example.org/summer',
    starts: '2026-11-01T09:00:00.000Z',
    expires: '2026-12-31T18:00:00.000Z',
    status: 'open',
    createdAt: '2026-10-30T12:00:00.000Z',
    updatedAt: '2026-10-30T12:00:00.000Z',
    ...overrides,
  };
}
