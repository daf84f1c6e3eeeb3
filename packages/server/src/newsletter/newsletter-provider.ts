import type { NewsletterInterest, NewsletterStatus } from '@masthead/core';

/** A contact as the provider holds them, in Masthead's words (statuses and group ids). */
export interface ProviderMember {
  email: string;
  status: NewsletterStatus;
  /** Masthead group ids of the mapped interests the member has. */
  groups: string[];
  /** Masthead group ids the provider knows (mapped): only these are the provider's to change. */
  mappedGroups: readonly string[];
}

/** What Masthead wants the provider to hold for one contact. */
export interface MemberChange {
  email: string;
  /** The address the provider knows the contact by, when it changed in Masthead since. */
  previousEmail?: string;
  status: NewsletterStatus;
  groups: readonly string[];
}

/**
 * A newsletter service (Mailchimp today). Its calls throw `ProviderError`
 * when the service refuses or cannot be reached.
 */
export interface NewsletterProvider {
  /** Checks the key and the audience: throws a `ProviderError` (401: key, 404: audience). */
  check(): Promise<void>;
  push(change: MemberChange): Promise<void>;
  /** Removes the contact and what the provider holds of them for good (a deleted contact). */
  erase(email: string): Promise<void>;
  /** One member, or null when not in the audience. */
  member(email: string): Promise<ProviderMember | null>;
  /** The audience's members from `offset`, and how many there are in all. */
  members(offset: number, count: number): Promise<{ members: ProviderMember[]; total: number }>;
  interests(): Promise<NewsletterInterest[]>;
}

/** A refusal or failure of the provider, with the HTTP status it answered (0: no answer). */
export class ProviderError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }

  /** Trying the same call again cannot help: the data was refused (not the key, not the service). */
  get permanent(): boolean {
    return this.status === 400 || this.status === 404 || this.status === 405 || this.status === 422;
  }
}
