import { msg } from '@lingui/core/macro';
import {
  afterEach,
  assert,
  createTestI18n,
  describe,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  queryAllByText,
  render,
  sleep,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { createNotificationStore, type NotificationStore } from './notification-store.ts';
import { NotificationList } from './notification-list.tsx';

describe('NotificationList', () => {
  const stores: NotificationStore[] = [];
  afterEach(() => stores.splice(0).forEach((s) => s.clear()));

  function setup() {
    const store = createNotificationStore();
    stores.push(store);
    render(<NotificationList store={store} />);
    return store;
  }

  it('has its live regions in place before any message arrives', () => {
    setup();
    assert.equal(getByRole('alert').childElementCount, 0);
    assert.equal(getByRole('status').childElementCount, 0);
  });

  it('announces errors as alerts and everything else as status', async () => {
    const store = setup();
    store.notify({ title: 'Payment failed', variant: 'error' });
    store.notify({ title: 'Saved', description: 'Your profile is up to date.', variant: 'success' });
    store.notify({ title: 'Check your address', variant: 'warning' });
    store.notify({ title: 'Hello' });
    const alert = getByRole('alert');
    const status = getByRole('status');
    const error = await waitFor(() => getByText(/Payment failed/, alert));
    assert.equal(error.textContent, 'Error: Payment failed', 'the kind is spoken, not only coloured');
    for (const text of [/Saved/, 'Your profile is up to date.', /Check your address/, 'Hello']) getByText(text, status);
    assert.match(status.textContent ?? '', /Success: Saved/);
    assert.match(status.textContent ?? '', /Warning: Check your address/);
  });

  it('shows toasts at the bottom, clear of a menu button at the top end of the page', async () => {
    const store = setup();
    const menu = document.createElement('button');
    menu.textContent = 'Account menu';
    Object.assign(menu.style, { position: 'fixed', insetBlockStart: '0', insetInlineEnd: '0', height: '3rem' });
    document.body.append(menu);
    try {
      store.notify({ title: 'Saved', description: 'Your profile is up to date.', variant: 'success', style: 'toast' });
      const toast = (await waitFor(() => getByText(/Saved/))).closest('[class]')!.getBoundingClientRect();
      const button = menu.getBoundingClientRect();
      assert.ok(toast.top >= button.bottom, `toast top ${toast.top} overlaps the menu (bottom ${button.bottom})`);
      assert.ok(toast.bottom <= innerHeight && toast.bottom > innerHeight / 2, `toast bottom ${toast.bottom}`);
    } finally {
      menu.remove();
    }
  });

  it('closes a notification with its labelled close button', async () => {
    const store = setup();
    store.notify({ title: 'Saved', variant: 'success' });
    const close = await waitFor(() => getByRole('button', { name: 'Close notification: Saved' }));
    close.click();
    await waitFor(() => assert.equal(queryAllByText(/Saved/).length, 0));
    assert.equal(store.state.notifications.length, 0);
  });

  it('closes from the keyboard and hands focus to the next close button', async () => {
    const store = setup();
    store.notify({ title: 'First', timeout: 0 });
    store.notify({ title: 'Second', timeout: 0 });
    await waitFor(() => getByRole('button', { name: 'Close notification: Second' }));
    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Close notification: First' }));
    await press('Enter');
    await waitFor(() => assert.equal(queryAllByText('First').length, 0));
    assert.equal(document.activeElement, getByRole('button', { name: 'Close notification: Second' }));
    await press('Escape');
    await waitFor(() => assert.equal(store.state.notifications.length, 0));
  });

  it('dismisses itself after its timeout, while timeout 0 keeps it', async () => {
    const store = setup();
    store.notify({ title: 'Quick', timeout: 80 });
    store.notify({ title: 'Kept', timeout: 0 });
    await waitFor(() => getByText('Quick'));
    await waitFor(() => assert.equal(queryAllByText('Quick').length, 0), { timeout: 1000 });
    await sleep(100);
    getByText('Kept');
  });

  it('holds its countdown while focus is inside it', async () => {
    const store = setup();
    // Long enough that a slow machine still moves focus in before it runs out.
    store.notify({ title: 'Quick', timeout: 1200 });
    await waitFor(() => getByRole('button', { name: 'Close notification: Quick' }));
    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Close notification: Quick' }));
    await sleep(1600);
    getByText('Quick');
    (document.activeElement as HTMLElement).blur();
    // Resuming grants at least a second more to finish reading.
    await waitFor(() => assert.equal(queryAllByText('Quick').length, 0), { timeout: 5000 });
  });

  it('waits 5 s by default and about 8 s as a toast', () => {
    const store = setup();
    store.notify({ title: 'Saved' });
    store.notify({ title: 'Copied', style: 'toast' });
    assert.deepEqual(
      store.state.notifications.map((n) => n.timeout),
      [5000, 8000],
    );
  });

  it('offers no close button when removeable is false, and stays when it is true', async () => {
    const store = setup();
    store.notify({ title: 'Uploading', removeable: false });
    store.notify({ title: 'Read me', removeable: true, timeout: 50 });
    await waitFor(() => getByText('Uploading'));
    assert.deepEqual(
      queryAllByRole('button').map((b) => b.getAttribute('aria-label')),
      ['Close notification: Read me'],
    );
    await sleep(120);
    getByText('Read me');
  });

  it('translates message descriptors when shown', async () => {
    const store = createNotificationStore();
    stores.push(store);
    const i18n = createTestI18n();
    i18n.load('en', { 'test.saved': 'Changes saved' });
    render(<NotificationList store={store} />, { i18n });
    store.notify({ title: msg({ id: 'test.saved', message: 'Saved' }), variant: 'success' });
    await waitFor(() => getByRole('button', { name: 'Close notification: Changes saved' }));
  });
});
