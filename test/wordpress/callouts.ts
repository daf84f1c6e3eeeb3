import type { AdminApi } from '../e2e/admin-api.ts';

// The two call-outs a newsroom embeds, made through the admin API as an admin would make them.

export interface Callout {
  id: string;
  slug: string;
  title: string;
}

/** Where the map's tiles come from; each reader's context answers them (`readerContext`), so nothing leaves the machine. */
export const tileHost = 'https://tiles.example.test';

/** Open to guests, taking answers: a copy of the demo's housing call-out. */
export async function openCallout(api: AdminApi): Promise<Callout> {
  const housing = await api<{ id: string }>('GET', 'callout/housing-costs');
  // A title of its own: the demo's call-out, with the same questions, is in the editor's list too.
  const title = 'What does rent cost you in our town?';
  const copy = await api<{ id: string; slug: string }>('POST', `callout?fromId=${housing.id}`, {
    slug: 'rent-in-our-town',
    starts: new Date(Date.now() - 60_000).toISOString(),
    expires: null,
    variants: { default: { title, thanksTitle: 'Thank you!' } },
  });
  return { id: copy.id, slug: copy.slug, title };
}

/** A copy of the demo's bridge poll, open with three answers, verified, so its gallery and map show them. */
export async function publishedCallout(api: AdminApi): Promise<Callout> {
  const bridge = await api<{ id: string; responseViewSchema: Record<string, unknown> & { map: object } }>(
    'GET',
    'callout/name-the-new-bridge?with=responseViewSchema',
  );
  const view = {
    ...bridge.responseViewSchema,
    map: { ...bridge.responseViewSchema.map, tileUrl: `${tileHost}/{z}/{x}/{y}.png`, attribution: '© Test tiles' },
  };
  const copy = await api<{ id: string; slug: string }>('POST', `callout?fromId=${bridge.id}`, {
    slug: 'our-new-bridge',
    starts: new Date(Date.now() - 60_000).toISOString(),
    expires: null,
    // The admin gives the three answers here.
    allowMultiple: true,
    responseViewSchema: view,
    variants: { default: { title: 'Name our new bridge' } },
  });
  const answers = [
    ['bridge', 'It is what everyone calls it already', 'Thames Path', 51.5, -0.12],
    ['riverside', 'The river is why we live here', 'South Bank', 51.505, -0.1],
    ['bridge', 'Short and easy to say', 'Embankment', 51.51, -0.08],
  ] as const;
  for (const [choice, reason, street, lat, lng] of answers) {
    const spot = { formatted_address: `${street}, London`, geometry: { location: { lat, lng } } };
    const { id } = await api<{ id: string }>('POST', `callout/${copy.id}/responses`, {
      answers: { vote: { choice, reason, spot } },
    });
    await api('PATCH', `callout-responses/${id}`, { bucket: 'verified' });
  }
  return { id: copy.id, slug: copy.slug, title: 'Name our new bridge' };
}
