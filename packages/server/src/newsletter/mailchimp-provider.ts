import { createHash } from 'node:crypto';
import { normalEmail, type NewsletterInterest, type NewsletterStatus } from '@masthead/core';
import { loadOnce } from '../kernel/load-once.ts';
import {
  ProviderError,
  type MemberChange,
  type NewsletterProvider,
  type ProviderMember,
} from './newsletter-provider.ts';

/** The parts of the SDK's client this provider calls (its own types describe the shared instance only). */
interface MailchimpClient {
  basePath: string;
  timeout: number;
  setConfig(config: { apiKey: string; server?: string }): void;
  lists: {
    getList(listId: string, opts?: object): Promise<unknown>;
    setListMember(listId: string, hash: string, body: object): Promise<MailchimpMember>;
    getListMember(listId: string, hash: string, opts?: object): Promise<MailchimpMember>;
    deleteListMember(listId: string, hash: string): Promise<unknown>;
    deleteListMemberPermanent(listId: string, hash: string): Promise<unknown>;
    getListMembersInfo(
      listId: string,
      opts: { count: number; offset: number; fields?: string[] },
    ): Promise<{ members: MailchimpMember[]; total_items: number }>;
    getListInterestCategories(
      listId: string,
      opts: { count: number },
    ): Promise<{ categories: { id: string; title: string }[] }>;
    listInterestCategoryInterests(
      listId: string,
      categoryId: string,
      opts: { count: number },
    ): Promise<{ interests: { id: string; name: string }[] }>;
  };
}

interface MailchimpMember {
  email_address: string;
  status: string;
  interests?: Record<string, boolean>;
}

type ClientConstructor = new () => MailchimpClient;

/**
 * The SDK's client constructor, imported on first use (about 17 MB resident),
 * so a server without Mailchimp never loads it. The package's main export is
 * one shared, mutable client; each provider makes its own from the
 * constructor, so two settings (or two tests) never share a key. A failed
 * import is tried again next time.
 */
const loadApiClient = loadOnce(
  async () => (await import('@mailchimp/mailchimp_marketing/src/ApiClient.js')).default as ClientConstructor,
);

export interface MailchimpSettings {
  apiKey: string;
  serverPrefix: string;
  audienceId: string;
  doubleOptIn: boolean;
  /** Masthead group id → Mailchimp interest id; groups without one are Masthead's only. */
  groups: readonly { id: string; interestId: string }[];
}

export interface MailchimpOptions {
  /** The API's address instead of `https://{serverPrefix}.api.mailchimp.com/3.0` (tests: a local double). */
  baseUrl?: string | null;
  timeoutMs?: number;
}

/** Mailchimp's member id: the MD5 of the lowercased address. */
export const memberHash = (email: string) => createHash('md5').update(normalEmail(email)).digest('hex');

const fromMailchimp: Record<string, NewsletterStatus> = {
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
  pending: 'pending',
  cleaned: 'cleaned',
  // Archived members and transactional contacts get no newsletter.
  archived: 'none',
  transactional: 'none',
};

/**
 * The Mailchimp provider, through `@mailchimp/mailchimp_marketing`.
 * Statuses map one to one (`none` = archived or not in the audience);
 * groups are interests, by the settings' mapping. With double opt-in a
 * wish to subscribe puts a new (or unsubscribed) member as `pending`, so
 * Mailchimp asks them to confirm; `cleaned` is Mailchimp's verdict and is
 * never pushed. The SDK is loaded on the provider's first call; if that
 * fails, the call rejects with the import's error (not a `ProviderError`,
 * which would read as Mailchimp's answer).
 * @example await createMailchimpProvider(settings).push({email, status: 'subscribed', groups: ['weekly']})
 */
export function createMailchimpProvider(
  settings: MailchimpSettings,
  options: MailchimpOptions = {},
): NewsletterProvider {
  const configured = (client: MailchimpClient) => {
    if (options.baseUrl) client.basePath = options.baseUrl.replace(/\/+$/, '');
    // The SDK swaps the word `server` in its base path for this prefix (its default host is server.api.mailchimp.com).
    client.setConfig({ apiKey: settings.apiKey, ...(options.baseUrl ? {} : { server: settings.serverPrefix }) });
    client.timeout = options.timeoutMs ?? 30_000;
    return client;
  };
  let made: MailchimpClient | null = null;
  // Awaited before `call`, so a failed import is not taken for Mailchimp's answer.
  const sdk = async () => {
    const ApiClient = await loadApiClient();
    made ??= configured(new ApiClient());
    return made.lists;
  };
  const list = settings.audienceId;
  const mapped = settings.groups.filter((group) => group.interestId !== '');
  const mappedGroups = mapped.map((group) => group.id);

  const toMember = (member: MailchimpMember): ProviderMember => ({
    email: member.email_address,
    status: fromMailchimp[member.status] ?? 'none',
    groups: mapped.filter((group) => member.interests?.[group.interestId] === true).map((group) => group.id),
    mappedGroups,
  });
  const interests = (groups: readonly string[]) =>
    mapped.length === 0
      ? {}
      : { interests: Object.fromEntries(mapped.map((group) => [group.interestId, groups.includes(group.id)])) };

  async function findMember(email: string): Promise<ProviderMember | null> {
    const lists = await sdk();
    try {
      return toMember(await call(() => lists.getListMember(list, memberHash(email))));
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    async check() {
      const lists = await sdk();
      await call(() => lists.getList(list, { fields: ['id'] }));
    },

    async push({ email, previousEmail, status, groups }: MemberChange) {
      if (status === 'cleaned') return;
      const lists = await sdk();
      // A changed address: the member known by the old one gets the new one (if Mailchimp has them).
      const known = previousEmail !== undefined && (await findMember(previousEmail)) !== null;
      const hash = memberHash(known ? previousEmail : email);
      if (status === 'none') {
        await ignoreMissing(() => lists.deleteListMember(list, hash));
        if (previousEmail) await ignoreMissing(() => lists.deleteListMember(list, memberHash(email)));
        return;
      }
      if (status === 'unsubscribed') {
        const body = {
          email_address: email,
          status_if_new: 'unsubscribed',
          status: 'unsubscribed',
          ...interests(groups),
        };
        await call(() => lists.setListMember(list, hash, body));
        return;
      }
      // subscribed or pending: the contact wants the newsletter.
      const body = {
        email_address: email,
        status_if_new: settings.doubleOptIn ? 'pending' : 'subscribed',
        ...(settings.doubleOptIn ? {} : { status: 'subscribed' }),
        ...interests(groups),
      };
      const member = await call(() => lists.setListMember(list, hash, body));
      // With double opt-in a member who left is asked to confirm again, never subscribed unasked.
      if (settings.doubleOptIn && ['unsubscribed', 'archived', 'transactional'].includes(member.status))
        await call(() => lists.setListMember(list, memberHash(email), { email_address: email, status: 'pending' }));
    },

    async erase(email) {
      const lists = await sdk();
      await ignoreMissing(() => lists.deleteListMemberPermanent(list, memberHash(email)));
    },

    member: findMember,

    async members(offset, count) {
      const lists = await sdk();
      const page = await call(() =>
        lists.getListMembersInfo(list, {
          count,
          offset,
          fields: ['members.email_address', 'members.status', 'members.interests', 'total_items'],
        }),
      );
      return { members: page.members.map(toMember), total: page.total_items };
    },

    async interests() {
      const lists = await sdk();
      const { categories } = await call(() => lists.getListInterestCategories(list, { count: 100 }));
      const all: NewsletterInterest[] = [];
      for (const category of categories) {
        const { interests } = await call(() => lists.listInterestCategoryInterests(list, category.id, { count: 100 }));
        for (const interest of interests) all.push({ id: interest.id, name: interest.name, category: category.title });
      }
      return all;
    },
  };
}

/** Runs an SDK call, turning its errors (superagent's) into `ProviderError`s. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

async function ignoreMissing(request: () => Promise<unknown>): Promise<void> {
  try {
    await call(request);
  } catch (error) {
    if (!(error instanceof ProviderError && error.status === 404)) throw error;
  }
}

function providerError(error: unknown): ProviderError {
  const failed = error as {
    status?: number;
    message?: string;
    response?: { body?: { title?: string; detail?: string } };
  };
  const status = typeof failed.status === 'number' ? failed.status : 0;
  const body = failed.response?.body;
  const text = [body?.title, body?.detail].filter(Boolean).join(': ') || failed.message || 'no answer';
  return new ProviderError(status, `Mailchimp ${status || 'unreachable'}: ${text}`);
}
