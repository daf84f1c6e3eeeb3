import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyCalloutAction, calloutStatus, type CalloutDates, type CalloutVariantInput } from '@masthead/core';
import { actionDates, actionsFor, StatusAction } from './callout-actions.ts';
import { calloutBody, draftFromCallout, newDraft } from './callout-draft.ts';
import { fromLocalInput, toLocalInput } from '../../../../admin-kit/dates.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

test('every action offered for a status is one core accepts, with the dates the builder sends', () => {
  const states: [string, CalloutDates][] = [
    ['draft', { starts: null, expires: null }],
    ['scheduled', { starts: new Date('2026-07-01T00:00:00Z'), expires: null }],
    ['open', { starts: new Date('2026-05-01T00:00:00Z'), expires: null }],
    ['ended', { starts: new Date('2026-05-01T00:00:00Z'), expires: new Date('2026-05-20T00:00:00Z') }],
  ];
  for (const [status, current] of states) {
    assert.equal(calloutStatus(current, now), status);
    for (const action of actionsFor(calloutStatus(current, now))) {
      const sent = actionDates(action, now, { starts: '2026-08-01T00:00:00.000Z', expires: null });
      const result = applyCalloutAction(current, action, now, {
        ...(sent.starts ? { starts: date(sent.starts)! } : {}),
        ...(sent.expires !== undefined ? { expires: date(sent.expires) } : {}),
      });
      assert.ok(result.ok, `${action} from ${status}`);
    }
  }
  assert.deepEqual(actionDates(StatusAction.Unpublish, now, { expires: null }), { starts: null });
  assert.deepEqual(actionDates(StatusAction.EndNow, now, { expires: null }), { expires: '2026-06-01T11:59:59.000Z' });
});

test('a draft becomes a body with texts in variants and settings at the top level', () => {
  const draft = newDraft();
  draft.variants.default!.title = 'Name the bridge';
  draft.variants.default!.shareTitle = '';
  draft.variants.de = { ...draft.variants.default!, title: 'Benennt die Brücke' };
  draft.variants.nl = { ...draft.variants.default!, title: '' };
  draft.variants.nl.title = '';
  draft.newsletter = { enabled: true, label: 'News', text: '', groups: 'a, b' };
  const body = calloutBody(draft, { isNew: true });
  assert.equal(body.slug, undefined, 'a new call-out gets its slug from the title on the server');
  assert.deepEqual(Object.keys(body.variants!), ['default', 'de']);
  assert.equal((body.variants!.default as CalloutVariantInput).shareTitle, null);
  assert.deepEqual(body.newsletterSchema, { label: 'News', text: '', groups: ['a', 'b'] });
  draft.access = 'anonymous';
  assert.equal(calloutBody(draft, { isNew: true }).newsletterSchema, null, 'no newsletter without contact details');
});

test('a loaded call-out round-trips through the draft', () => {
  const callout: Parameters<typeof draftFromCallout>[0] = {
    id: 'c1',
    slug: 'bridge',
    title: 'Bridge',
    excerpt: '',
    image: '',
    starts: null,
    expires: '2026-07-01T10:00:00.000Z',
    status: 'draft',
    access: 'member',
    captcha: 'all',
    allowUpdate: true,
    allowMultiple: false,
    hidden: false,
    showOnDashboard: true,
    formSchema: { slides: [{ id: 's', components: [] }] },
    newsletterSchema: null,
    responseViewSchema: {
      buckets: ['verified'],
      titleProp: 'answers.s.a',
      imageProp: '',
      links: [{ text: 'Results', url: 'https://example.org/results' }],
      gallery: true,
      map: {
        center: [-0.1, 51.5],
        bounds: [
          [-0.3, 51.4],
          [0.1, 51.6],
        ],
        initialZoom: 13,
        addressProp: 'answers.s.where',
      },
    },
    variants: {
      default: {
        title: 'Bridge',
        excerpt: 'x',
        intro: '',
        thanksTitle: '',
        thanksText: '',
        thanksRedirect: 'https://example.org',
        shareTitle: null,
        shareDescription: null,
      },
    },
  };
  const draft = draftFromCallout(callout);
  assert.equal(draft.thanksMode, 'redirect');
  draft.map.zoom = '12';
  assert.equal(fromLocalInput(draft.expires), '2026-07-01T10:00:00.000Z');
  assert.equal(toLocalInput(null), '');
  const body = calloutBody(draft, { isNew: false });
  assert.equal(body.slug, 'bridge');
  assert.equal((body.variants!.default as CalloutVariantInput).thanksRedirect, 'https://example.org');
  assert.deepEqual(
    body.responseViewSchema,
    {
      buckets: ['verified'],
      titleProp: 'answers.s.a',
      imageProp: '',
      links: [{ text: 'Results', url: 'https://example.org/results' }],
      gallery: true,
      map: {
        center: [-0.1, 51.5],
        bounds: [
          [-0.3, 51.4],
          [0.1, 51.6],
        ],
        initialZoom: 12,
        addressProp: 'answers.s.where',
      },
    },
    'settings the page does not edit survive',
  );
  draft.map.tileUrl = ' https://tiles.example.org/{z}/{x}/{y}.png ';
  draft.map.attribution = '© Example Tiles';
  const tiled = calloutBody(draft, { isNew: false }).responseViewSchema?.map as Record<string, unknown>;
  assert.equal(tiled.tileUrl, 'https://tiles.example.org/{z}/{x}/{y}.png');
  assert.equal(tiled.attribution, '© Example Tiles');
  const reloaded = draftFromCallout({ ...callout, responseViewSchema: { ...callout.responseViewSchema!, map: tiled } });
  assert.equal(reloaded.map.tileUrl, 'https://tiles.example.org/{z}/{x}/{y}.png', 'read back when the call-out loads');
  reloaded.map.tileUrl = '';
  const cleared = calloutBody(reloaded, { isNew: false }).responseViewSchema?.map as Record<string, unknown>;
  assert.equal('tileUrl' in cleared, false, 'an emptied field removes the setting');
});
