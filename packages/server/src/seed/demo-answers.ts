import type { FormAnswers } from '@masthead/core';

/** Who sent a demo response: a demo login (by email), a guest with details, or nobody. */
export type DemoRespondent = { member: string } | { guest: { name: string; email: string } } | null;

/** One planned response; demo-responses.ts numbers it and stores it. */
export interface DemoResponse {
  slug: string;
  respondent: DemoRespondent;
  answers: FormAnswers;
  bucket: '' | 'verified' | 'trash';
  /** Names of the call-out's tags (see `demoTags`). */
  tags: string[];
  /** A reviewer's note, if any. */
  comment: string | null;
  /** Where in the call-out's open time it arrived, 0 (opening) to 1 (closing, or now). */
  at: number;
}

/** The response tags each demo call-out starts with. */
export const demoTags: Record<string, { name: string; description: string }[]> = {
  'housing-costs': [
    { name: 'Follow up', description: 'A reporter should call back' },
    { name: 'Quote-worthy', description: '' },
  ],
  'name-the-new-bridge': [{ name: 'Shortlist', description: 'For the final round' }],
};

const guests = [
  'Amara Okafor',
  'Ben Carter',
  'Chloé Martin',
  'Dev Patel',
  'Elif Yılmaz',
  'Finn Walsh',
  'Grace Liu',
  'Hassan Ali',
  'Ines Costa',
  'Jonas Becker',
  'Kira Novak',
  'Leo Rossi',
  'Maya Cohen',
  'Nils Berg',
  'Olu Adeyemi',
  'Priya Nair',
  'Quinn Murphy',
  'Rosa Díaz',
];
const guest = (i: number) => {
  const name = guests[i % guests.length] as string;
  const email = `${name
    .split(' ')[0]
    ?.normalize('NFD')
    .replace(/[^A-Za-z]/g, '')}.${i}@example.net`.toLowerCase();
  return { name, email };
};
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const streets = ['Cable Street', 'Mare Street', 'Brick Lane', 'Old Kent Road', 'Holloway Road', 'Coldharbour Lane'];
/** Points along the river near the demo map's centre. */
const place = (i: number, street: string) => ({
  formatted_address: `${10 + i} ${street}, London`,
  geometry: { location: { lat: 51.49 + (i % 7) * 0.006, lng: -0.16 + (i % 9) * 0.017 } },
});

const stories = [
  [
    'Rent up a third in two years',
    'My landlord raised the rent twice since we moved in and the heating still fails every winter.',
  ],
  ['Repairs never happen', 'We reported damp in the bedroom four times and nobody came to look at it.'],
  ['Priced out of my street', 'I grew up here but cannot afford a flat anywhere near my parents any more.'],
  ['Bills eat my wages', 'After rent, energy and council tax there is almost nothing left at the end of the month.'],
  ['A fair landlord', 'Our rent has not changed in five years and repairs are done within a week, so it can work.'],
  ['Mortgage shock', 'Our fixed rate ended and the monthly payment went up by four hundred pounds overnight.'],
] as const;

function housingAnswers(i: number, email: string, name: string, photo: object): FormAnswers {
  const [headline, story] = pick(stories, i);
  const tenure = i % 6 === 5 ? 'own' : i % 7 === 3 ? 'other' : 'rent';
  const phone = i % 2 === 0;
  return {
    experience: {
      headline,
      story,
      tenure,
      ...(tenure === 'rent' ? { rent: 650 + 37 * i + (i % 2 ? 0.5 : 0) } : {}),
      household: 1 + (i % 4),
      heating: pick(['gas', 'heat-pump', 'district'], i),
      address: place(i, pick(streets, i)),
      movedIn: `${2012 + (i % 12)}-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      ...(i % 4 === 0 ? { photos: [photo] } : {}),
    },
    contact: {
      ways: { email: true, phone },
      email,
      ...(phone ? { phone: `+44207946${String(1000 + i).padStart(4, '0')}`, callTime: '18:30' } : {}),
      ...(i % 3 === 1 ? { link: `https://example.org/letters/${i}` } : {}),
      quote: i % 3 === 0,
      signature: name,
    },
  };
}

const reasons = [
  'It is simple and everyone says it already',
  'The river is what makes this place',
  'Short enough for a bus sign',
  'My grandmother called it that',
];

/**
 * The responses a first start adds: 20 to the open call-out (demo members
 * and guests), one per demo login to the members-only one, and 16 to the
 * ended poll (mostly anonymous and verified, so its gallery and map show).
 * Pure: the same `siteUrl` gives the same plan.
 */
export function demoResponses(siteUrl: string): DemoResponse[] {
  // A file the server really serves, so the gallery shows an image.
  const photo = { url: `${siteUrl}/demo/daily-example-logo.svg`, path: '/demo/daily-example-logo.svg' };
  const members = ['member@example.org', 'member-2fa@example.org', 'reviewer@example.org'];
  const housing = Array.from({ length: 20 }, (_, i): DemoResponse => {
    const member = i < 2 ? members[i] : undefined;
    const who = member ? { name: i === 0 ? 'Mina Member' : 'Tobi Twofactor', email: member } : guest(i);
    const bucket = i % 7 === 6 ? 'trash' : i % 3 === 1 ? 'verified' : '';
    return {
      slug: 'housing-costs',
      respondent: member ? { member } : { guest: who },
      answers: housingAnswers(i, who.email, who.name, photo),
      bucket,
      tags: [...(i % 4 === 0 ? ['Follow up'] : []), ...(bucket === 'verified' && i % 3 === 1 ? ['Quote-worthy'] : [])],
      comment: i % 5 === 2 ? 'Called back: happy to be quoted, wants to check the figures first.' : null,
      at: (i + 1) / 21,
    };
  });
  const topics = ['transport', 'schools', 'council'];
  const ideas = members.map((member, i): DemoResponse => ({
    slug: 'members-choose-the-next-story',
    respondent: { member },
    answers: { ideas: { topic: pick(topics, i), why: pick(reasons, i + 1) } },
    bucket: '',
    tags: [],
    comment: null,
    at: (i + 1) / 4,
  }));
  const poll = Array.from({ length: 16 }, (_, i): DemoResponse => {
    const respondent: DemoRespondent =
      i === 0 ? { member: members[0] as string } : i % 4 === 1 ? { guest: guest(i + 3) } : null;
    const bucket = i % 8 === 7 ? 'trash' : i % 8 === 3 ? '' : 'verified';
    return {
      slug: 'name-the-new-bridge',
      respondent,
      answers: {
        vote: {
          choice: i % 3 === 0 ? 'riverside' : 'bridge',
          reason: pick(reasons, i),
          ...(i % 5 === 4 ? {} : { photo: [photo] }),
          spot: place(i, pick(['Thames Path', 'Embankment', 'South Bank'], i)),
        },
      },
      bucket,
      tags: i % 5 === 0 ? ['Shortlist'] : [],
      comment: i === 2 ? 'Lovely photo, ask for a larger version.' : null,
      at: (i + 1) / 17,
    };
  });
  return [...housing, ...ideas, ...poll];
}
