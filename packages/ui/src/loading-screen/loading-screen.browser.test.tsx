import {
  assert,
  describe,
  findAccessible,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  queryAllByText,
  render,
  tab,
} from '@masthead/test/browser-setup';
import { LoadingScreen } from './loading-screen.tsx';

const infoNote = 'Loading usually takes a few seconds.';

describe('LoadingScreen', () => {
  it('shows its title and the two waiting lines, and nothing optional by default', () => {
    render(<LoadingScreen />);
    getByRole('heading', { name: 'Loading application' });
    getByText('Please wait…');
    getByText('Connecting to server…');
    assert.equal(queryAllByRole('progressbar').length, 0);
    assert.equal(queryAllByRole('button').length, 0);
    assert.equal(queryAllByText(infoNote).length, 0);
  });

  it('takes another title, as the app does for its Starting screen', () => {
    render(<LoadingScreen title="Starting" />);
    getByRole('heading', { name: 'Starting' });
    assert.equal(getByRole('region', { name: 'Starting' }).tagName, 'SECTION');
  });

  it('showProgress shows a progress bar captioned initializing', async () => {
    render(<LoadingScreen showProgress progress={40} />);
    const bar = getByRole('progressbar', { name: 'initializing' }) as HTMLProgressElement;
    assert.equal(bar.value, 40);
    assert.equal(bar.max, 100);
    const [node] = await findAccessible('progressbar', 'initializing');
    assert.ok(node, 'Chromium exposes the bar under its caption');
    assert.equal(node.value, 40);
  });

  const clampRows: [number, number][] = [
    [140, 100],
    [-5, 0],
    [Number.NaN, 0],
    [100, 100],
  ];
  for (const [given, shown] of clampRows) {
    it(`shows progress ${given} as ${shown}`, () => {
      render(<LoadingScreen showProgress progress={given} />);
      assert.equal((getByRole('progressbar') as HTMLProgressElement).value, shown);
    });
  }

  it('showInfo adds the note that loading takes a few seconds', () => {
    render(<LoadingScreen showInfo />);
    getByText(infoNote);
    assert.equal(queryAllByRole('button').length, 0);
  });

  it('showRetry adds Try again, which asks for a retry by click or keyboard', async () => {
    let retries = 0;
    render(<LoadingScreen showRetry onRetry={() => retries++} />);
    getByRole('button', { name: 'Try again' }).click();
    assert.equal(retries, 1);
    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Try again' }));
    await press('Enter');
    assert.equal(retries, 2);
    assert.equal(queryAllByRole('progressbar').length, 0);
  });
});
