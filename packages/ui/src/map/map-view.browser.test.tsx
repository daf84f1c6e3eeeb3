import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  accessibleName,
  afterEach,
  assert,
  describe,
  getByRole,
  it,
  press,
  render,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { MapView } from './map-view.tsx';
import type { MapMarker, MapViewProps } from './map-types.ts';

// A one-pixel GIF: tiles never leave the browser.
const tileUrl = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const markers: MapMarker[] = [
  { id: 'a', lat: 51.5, lng: -0.12, label: 'Waterloo Bridge' },
  { id: 'b', lat: 51.508, lng: -0.087, label: 'London Bridge' },
];

function props(overrides: Partial<MapViewProps> = {}): MapViewProps {
  return {
    tileUrl,
    attribution: 'Test tiles',
    center: [51.505, -0.1],
    zoom: 13,
    markers,
    label: 'Map of the crossings',
    keyboardHint: 'Arrow keys move the map.',
    zoomInText: 'Closer',
    zoomOutText: 'Farther',
    loadingText: 'Loading map…',
    failedText: 'No map.',
    height: '300px',
    ...overrides,
  };
}

const markerNamed = (name: string, scope: ParentNode = document.body) =>
  waitFor(() => getByRole('button', { name }, scope));

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

/** Renders into an open shadow root, as the custom elements do. */
function renderInShadow(ui: ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const root = createRoot(mount);
  flushSync(() => root.render(ui));
  return { shadow, unmount: () => root.unmount() };
}

describe('MapView', () => {
  it('shows a labelled, focusable map with tiles from the given template and its attribution', async () => {
    render(<MapView {...props()} />);
    // Leaflet is a lazy chunk: the labelled region can show a moment before leaflet takes it over.
    const map = await waitFor(() => {
      const region = getByRole('region', { name: 'Map of the crossings' });
      assert.ok(region.classList.contains('leaflet-container'), 'leaflet runs in the labelled region');
      return region;
    });
    assert.equal(map.tabIndex, 0, 'the map takes keyboard focus');
    assert.equal(
      document.getElementById(map.getAttribute('aria-describedby')!)?.textContent,
      'Arrow keys move the map.',
    );
    const tiles = await waitFor(() => {
      const found = [...map.querySelectorAll('img.leaflet-tile')];
      assert.ok(found.length > 0, 'tiles are drawn');
      return found as HTMLImageElement[];
    });
    assert.ok(
      tiles.every((t) => t.src.startsWith('data:')),
      'no tile is fetched from the network',
    );
    assert.match(map.querySelector('.leaflet-control-attribution')?.textContent ?? '', /Test tiles/);
    getByRole('button', { name: 'Closer' }, map);
    getByRole('button', { name: 'Farther' }, map);
  });

  it('makes each marker a button named by its label that Enter, Space and a click select', async () => {
    const chosen: string[] = [];
    render(<MapView {...props({ onSelect: (id) => chosen.push(id) })} />);
    const waterloo = await markerNamed('Waterloo Bridge');
    const london = await markerNamed('London Bridge');
    assert.equal(waterloo.tabIndex, 0);
    assert.equal(waterloo.getAttribute('aria-pressed'), 'false');

    waterloo.focus();
    await press('Enter');
    london.focus();
    await press('Space');
    london.click();
    assert.deepEqual(chosen.slice(0, 1), ['a']);
    assert.ok(chosen.includes('b'), 'Space selects');
    assert.ok(chosen.every((id) => id === 'a' || id === 'b'));
  });

  it('reaches the markers with Tab from the map, and marks the selected one as pressed', async () => {
    const { rerender } = render(<MapView {...props()} />);
    const map = await waitFor(() => getByRole('region', { name: 'Map of the crossings' }));
    await markerNamed('Waterloo Bridge');
    map.focus();
    await tab();
    assert.ok(
      markers.some((m) => accessibleName(document.activeElement!) === m.label),
      `Tab from the map goes to a marker, not ${document.activeElement?.outerHTML}`,
    );
    rerender(<MapView {...props({ selected: 'b' })} />);
    await waitFor(() =>
      assert.equal(getByRole('button', { name: 'London Bridge' }).getAttribute('aria-pressed'), 'true'),
    );
    assert.equal(getByRole('button', { name: 'Waterloo Bridge' }).getAttribute('aria-pressed'), 'false');
  });

  it('replaces its markers when the list changes', async () => {
    const { rerender } = render(<MapView {...props()} />);
    await markerNamed('London Bridge');
    rerender(<MapView {...props({ markers: [{ id: 'c', lat: 51.51, lng: -0.1, label: 'Blackfriars' }] })} />);
    await markerNamed('Blackfriars');
    assert.equal(document.querySelectorAll('.mh-map-marker').length, 1);
  });

  it('brings leaflet’s CSS into a shadow root, where the page’s styles do not reach', async () => {
    const pageStyles = document.head.querySelectorAll('style[data-masthead-leaflet]').length;
    const { shadow, unmount } = renderInShadow(createElement(MapView, props()));
    const marker = await markerNamed('Waterloo Bridge', shadow);
    const pane = shadow.querySelector('.leaflet-pane')!;
    assert.equal(getComputedStyle(pane).position, 'absolute', 'panes are positioned by leaflet’s rules');
    assert.equal(getComputedStyle(shadow.querySelector('.leaflet-container')!).overflow, 'hidden');
    assert.equal(getComputedStyle(marker).position, 'absolute');
    assert.ok(shadow.adoptedStyleSheets.length > 0, 'the rules are adopted by the shadow root');
    assert.equal(
      document.head.querySelectorAll('style[data-masthead-leaflet]').length,
      pageStyles,
      'nothing was added to the page',
    );
    unmount();
  });
});
