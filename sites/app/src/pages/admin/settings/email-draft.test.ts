import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emailPatch, insertAt } from './email-draft.ts';

const saved = {
  id: 'join-welcome',
  locale: 'de',
  subject: 'Willkommen',
  body: 'Hallo *|NAME|*',
  mergeFields: ['NAME', 'ORGANISATION', 'URL'],
  custom: false,
};

test('an email draft is sent whole when changed, and refused as the server would', () => {
  const rows: [{ subject: string; body: string }, object, object[]][] = [
    [{ subject: 'Willkommen', body: 'Hallo *|NAME|*' }, {}, []],
    [{ subject: 'Hi', body: 'Hallo *|NAME|*' }, { locale: 'de', subject: 'Hi', body: 'Hallo *|NAME|*' }, []],
    [{ subject: ' ', body: 'x' }, { locale: 'de', subject: ' ', body: 'x' }, [{ field: 'subject', rule: 'required' }]],
    [
      { subject: 'Hi *|TITLE|*', body: '*|FNAME|* *|URL|*' },
      { locale: 'de', subject: 'Hi *|TITLE|*', body: '*|FNAME|* *|URL|*' },
      [
        { field: 'subject', rule: 'merge-field', params: { mergeField: 'TITLE' } },
        { field: 'body', rule: 'merge-field', params: { mergeField: 'FNAME' } },
      ],
    ],
  ];
  for (const [draft, patch, errors] of rows) {
    assert.deepEqual(emailPatch(draft, saved, 'de'), { patch, errors }, JSON.stringify(draft));
  }
});

test('a security email’s draft keeps its link once and alone, as the server checks', () => {
  const reset = { ...saved, id: 'reset-password', body: '[Reset](*|URL|*)' };
  const rows: [{ subject: string; body: string }, object[]][] = [
    [{ subject: 'Reset', body: 'Words.\n\n[Reset](*|URL|*)' }, []],
    [{ subject: 'Reset', body: '[Reset](https://evil.example/?u=*|URL|*)' }, [{ field: 'body', rule: 'link-alone' }]],
    [{ subject: 'Reset', body: 'No link.' }, [{ field: 'body', rule: 'link-required' }]],
    [
      { subject: 'Reset *|URL|*', body: '*|URL|* *|URL|*' },
      [
        { field: 'subject', rule: 'link-body-only' },
        { field: 'body', rule: 'link-once' },
      ],
    ],
    [{ subject: 'Reset', body: ' ' }, [{ field: 'body', rule: 'required' }]],
  ];
  for (const [draft, errors] of rows) {
    assert.deepEqual(emailPatch(draft, reset, 'en', true).errors, errors, JSON.stringify(draft));
  }
  assert.deepEqual(emailPatch({ subject: 'Hi', body: 'No link.' }, saved, 'de').errors, [], 'other emails need none');
});

test('a merge field goes in at the cursor, replacing a selection', () => {
  assert.deepEqual(insertAt('Hello !', 6, 6, '*|NAME|*'), { text: 'Hello *|NAME|*!', cursor: 14 });
  assert.deepEqual(insertAt('Hello you!', 6, 9, '*|NAME|*'), { text: 'Hello *|NAME|*!', cursor: 14 });
  assert.deepEqual(insertAt('', 0, 0, '*|URL|*'), { text: '*|URL|*', cursor: 7 });
});
