/**
 * Conditional display under a strict Content-Security-Policy: a newsroom page
 * that forbids `eval` and `new Function` still shows and hides questions.
 * The policy is set for this test file's page only (each file has its own page).
 */
import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  queryAllByRole,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import { fill, press, renderForm } from './render-form.test-helper.tsx';

const violations: string[] = [];

/** Whether running `code` is stopped by the policy (an EvalError). */
function refused(code: () => unknown): boolean {
  try {
    code();
    return false;
  } catch (error) {
    return error instanceof EvalError;
  }
}

// Before any test runs: the policy holds for the rest of this page's life.
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "script-src 'self'";
document.head.append(policy);
document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));

describe('Conditional display under a strict Content-Security-Policy', () => {
  it('the page really forbids eval and new Function, and reports each try', async () => {
    assert.ok(
      refused(() => (0, eval)('1 + 1')),
      'eval is refused',
    );
    assert.ok(
      refused(() => new Function('return 1')),
      'new Function is refused',
    );
    // Reports arrive a moment later; seeing these two shows a violation by the form would be seen too.
    await waitFor(() => assert.deepEqual(violations, ['script-src', 'script-src']));
    violations.length = 0;
  });

  it('shows and hides questions, panels and lists by the answers given, with no violation', async () => {
    const { submitted } = renderForm([
      {
        type: 'radio',
        key: 'witness',
        label: 'Did you see it?',
        values: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
      {
        type: 'panel',
        key: 'details',
        title: 'What you saw',
        conditional: { show: true, when: 'witness', eq: 'yes' },
        components: [{ type: 'textarea', key: 'what', label: 'What happened?' }],
      },
      {
        type: 'email',
        key: 'others',
        label: 'Other witnesses',
        multiple: true,
        conditional: { show: false, when: 'witness', eq: 'no' },
      },
    ]);
    assert.equal(queryAllByRole('textbox', { name: 'What happened?' }).length, 0, 'hidden until "yes"');
    getByLabelText('Other witnesses (1)');
    getByLabelText('Yes').click();
    const what = await waitFor(() => getByRole('textbox', { name: 'What happened?' }));
    await fill(what as HTMLTextAreaElement, 'A fox');
    getByLabelText('No').click();
    await waitFor(() => assert.equal(queryAllByRole('textbox', { name: 'What happened?' }).length, 0));
    assert.equal(queryAllByRole('textbox', { name: 'Other witnesses (1)' }).length, 0, 'hidden by "no"');
    await press('Submit');
    await waitFor(() => assert.deepEqual(submitted, [{ s1: { witness: 'no' } }]));
    await sleep(50); // time for a report to arrive, were there one
    assert.deepEqual(violations, []);
  });
});
