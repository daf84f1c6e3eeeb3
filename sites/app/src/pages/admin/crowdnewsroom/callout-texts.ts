import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Callout, ResponseBucket } from '@masthead/core';

/** The four statuses of docs/product/entities.md ("Call-out status"), as the admin screens name them. */
export const statusTexts: Record<Callout['status'], MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  open: msg`Open`,
  ended: msg`Ended`,
};

export const calloutStatuses = Object.keys(statusTexts) as Callout['status'][];

/** Buckets in review order: inbox (`''`), verified, trash. */
export const bucketTexts: Record<ResponseBucket, MessageDescriptor> = {
  '': msg`Inbox`,
  verified: msg`Verified`,
  trash: msg`Trash`,
};

export const buckets = Object.keys(bucketTexts) as ResponseBucket[];

/** A bucket in a URL (`?bucket=inbox`), since the inbox is the empty string. */
export const bucketSlug = (bucket: ResponseBucket) => bucket || 'inbox';
export const bucketFromSlug = (slug: string | null): ResponseBucket =>
  slug === 'verified' || slug === 'trash' ? slug : '';
