import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { ApiError } from '@masthead/client';
import { errorBody, errorCatalogue } from '@masthead/core';
import { Button } from '@masthead/ui';
import { assert, describe, getByRole, it, queryAllByRole, render, sleep, waitFor } from '@masthead/test/browser-setup';
import { useSubmit } from './use-submit.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A form whose Save runs `action`, shows what failed as an alert and what was saved as a status. */
function SaveForm({ action, keepBusy }: { action: () => Promise<string>; keepBusy?: boolean }) {
  const { i18n } = useLingui();
  const { busy, error, submit } = useSubmit();
  const [saved, setSaved] = useState('');
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(action, { onSuccess: setSaved, keepBusy });
  };
  return (
    <form onSubmit={save}>
      {error && <p role="alert">{i18n._(error)}</p>}
      <Button type="submit" loading={busy}>
        Save
      </Button>
      <p role="status">{saved}</p>
    </form>
  );
}

const form = () => document.querySelector('form')!;
const button = () => getByRole('button', { name: /^Save/ });
const alerts = () => queryAllByRole('alert').map((alert) => alert.textContent);
const duplicate = () => new ApiError(errorBody('duplicate-email'));

describe('useSubmit', () => {
  it('is busy while the call runs and ignores a second submit meanwhile', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = [];
    render(
      <SaveForm
        action={() => {
          calls.push(deferred<string>());
          return calls.at(-1)!.promise;
        }}
      />,
    );
    form().requestSubmit();
    await waitFor(() => assert.equal(button().getAttribute('aria-busy'), 'true'));
    form().requestSubmit();
    await sleep(0);
    assert.equal(calls.length, 1, 'the second submit sends nothing');
    calls[0]!.resolve('Saved once');
    await waitFor(() => assert.equal(getByRole('status').textContent, 'Saved once'));
    assert.equal(button().getAttribute('aria-busy'), null, 'no longer busy');
    form().requestSubmit();
    await sleep(0);
    assert.equal(calls.length, 2, 'a submit after the call sends again');
  });

  it('shows the catalogue text of an API error, and clears it on the next attempt', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    render(<SaveForm action={() => answers[call++]!.promise} />);
    form().requestSubmit();
    answers[0]!.reject(duplicate());
    await waitFor(() => assert.deepEqual(alerts(), [errorCatalogue['duplicate-email'].text.message]));
    form().requestSubmit();
    await waitFor(() => assert.deepEqual(alerts(), [], 'gone as soon as the new attempt starts'));
    answers[1]!.resolve('Saved');
    await waitFor(() => assert.equal(getByRole('status').textContent, 'Saved'));
    assert.deepEqual(alerts(), [], 'and not back after the success');
  });

  it('shows nothing for a 5xx, which the app already notifies', async () => {
    render(<SaveForm action={() => Promise.reject(new ApiError(errorBody('internal-error')))} />);
    form().requestSubmit();
    await waitFor(() => assert.equal(button().getAttribute('aria-busy'), null));
    await sleep(0);
    assert.deepEqual(alerts(), []);
  });

  it('stays busy after a success when asked to, and ignores further submits', async () => {
    let calls = 0;
    render(<SaveForm keepBusy action={() => (calls++, Promise.resolve('Leaving'))} />);
    form().requestSubmit();
    await waitFor(() => assert.equal(getByRole('status').textContent, 'Leaving'));
    assert.equal(button().getAttribute('aria-busy'), 'true');
    form().requestSubmit();
    await sleep(0);
    assert.equal(calls, 1);
  });

  it('sets nothing once the form is gone, but still runs what the caller asked', async () => {
    const answer = deferred<string>();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      let done = '';
      function Gone() {
        const { submit } = useSubmit();
        return (
          <button type="button" onClick={() => void submit(() => answer.promise, { onSuccess: (v) => (done = v) })}>
            Go
          </button>
        );
      }
      const { unmount } = render(<Gone />);
      getByRole('button', { name: 'Go' }).click();
      unmount();
      answer.resolve('ran');
      await sleep(0);
      assert.equal(done, 'ran');
      assert.deepEqual(errors, []);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
