import { assert, describe, getByRole, it } from '@masthead/test/browser-setup';
import { renderForm } from './render-form.test-helper.tsx';

describe('Content', () => {
  it('renders its html through an allow-list: no scripts, handlers or unsafe links', () => {
    const html =
      '<h2>Tell us</h2><p onclick="alert(1)">Read <a href="https://example.org/rules" target="_blank">the rules</a> ' +
      'and <a href="javascript:alert(1)">this</a>.</p><script>window.hacked = 1</script><img src=x onerror="alert(1)">' +
      '<iframe src="https://evil.example"></iframe><ul><li>One</li></ul>';
    const { container } = renderForm([{ type: 'content', html }]);
    assert.ok(getByRole('heading', { name: 'Tell us' }));
    assert.equal(getByRole('link', { name: 'the rules' }).getAttribute('href'), 'https://example.org/rules');
    assert.equal(getByRole('link', { name: 'the rules' }).getAttribute('rel'), 'noopener noreferrer');
    assert.equal(container.querySelectorAll('script, img, iframe, [onclick]').length, 0);
    const unsafe = [...container.querySelectorAll('a')].find((a) => a.textContent === 'this');
    assert.equal(unsafe?.getAttribute('href'), null);
    assert.equal(container.querySelector('li')?.textContent, 'One');
    assert.equal((window as { hacked?: number }).hacked, undefined);
  });
});
