import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  press as key,
  queryAllByRole,
  waitFor,
} from '@masthead/test/browser-setup';
import { expectError, fill, press, renderForm } from './render-form.test-helper.tsx';

const tabs = {
  type: 'tabs',
  key: 'tabs',
  label: 'About you',
  components: [
    { key: 'one', label: 'Name', components: [{ type: 'textfield', key: 'name', label: 'Your name' }] },
    {
      key: 'two',
      label: 'Contact',
      components: [{ type: 'email', key: 'email', label: 'Your email', validate: { required: true } }],
    },
  ],
} as const;

describe('Containers', () => {
  it('panel and well hold fields, a panel titled as a group', async () => {
    const { submitted } = renderForm([
      { type: 'panel', key: 'p', title: 'Your details', components: [{ type: 'textfield', key: 'a', label: 'First' }] },
      { type: 'well', key: 'w', components: [{ type: 'textfield', key: 'b', label: 'Second' }] },
    ]);
    const group = getByRole('group', { name: 'Your details' });
    assert.ok(group.contains(getByLabelText('First')));
    await fill(getByLabelText('First'), 'A');
    await fill(getByLabelText('Second'), 'B');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { a: 'A', b: 'B' } }]));
  });

  it('tabs are a tablist: one tab stop, arrows and Home/End switch tabs', async () => {
    renderForm([tabs as never]);
    const list = getByRole('tablist', { name: 'About you' });
    const [first, second] = queryAllByRole('tab', {}, list);
    assert.equal(first!.getAttribute('aria-selected'), 'true');
    assert.equal(second!.tabIndex, -1);
    first!.focus();
    await key('ArrowRight');
    await waitFor(() => assert.equal(second!.getAttribute('aria-selected'), 'true'));
    assert.equal(document.activeElement, second);
    assert.ok(getByRole('tabpanel', { name: 'Contact' }).contains(getByLabelText('Your email')));
    await key('Home');
    await waitFor(() => assert.equal(document.activeElement, first));
    await key('End');
    await waitFor(() => assert.equal(document.activeElement, second));
    await key('ArrowRight');
    await waitFor(() => assert.equal(document.activeElement, first));
  });

  it('opens the tab holding an invalid field and focuses it; answers in closed tabs are kept', async () => {
    const { submitted } = renderForm([tabs as never]);
    await fill(getByLabelText('Your name'), 'Ada');
    await press('Submit');
    const email = await waitFor(() => getByLabelText('Your email'));
    await expectError(email, 'Please answer “Your email”');
    await waitFor(() => assert.equal(document.activeElement, email));
    await fill(email, 'ada@example.org');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { name: 'Ada', email: 'ada@example.org' } }]));
  });
});
