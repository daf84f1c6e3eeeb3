import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localeCodes, secureLinkErrors } from '@masthead/core';
import { loadEmailCatalogs } from './email-catalogs.ts';
import { defaultEmailSource, editableEmailIds, isSecurityEmail, securityEmailIds } from './editable-emails.ts';

test('the security emails are the editable emails whose link is a secret', () => {
  assert.deepEqual(editableEmailIds.filter(isSecurityEmail), [
    'reset-password',
    'reset-device',
    'emergency-link',
    'change-email',
    'join-confirm-email',
    'join-email-exists-set-password',
    'contact-import-invite',
  ]);
  assert.equal(isSecurityEmail('join-email-exists-login'), false, 'a link to the login page is no secret');
  assert.equal(isSecurityEmail('join-welcome'), false);
});

test('every security email’s default text keeps its link, in every locale', async () => {
  const languages = await loadEmailCatalogs();
  for (const id of securityEmailIds) {
    for (const locale of localeCodes) {
      assert.deepEqual(secureLinkErrors(defaultEmailSource(id, languages(locale))), [], `${id} ${locale}`);
    }
  }
});
