import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactRoleName, ContributionType } from '@masthead/core';

/** The roles of docs/product/entities.md ("Contact"), as an admin reads them on a contact. */
export const roleTexts: Record<ContactRoleName, MessageDescriptor> = {
  member: msg`Member`,
  admin: msg`Admin`,
  superadmin: msg`Super admin`,
};

/** ContributionInfo's `type`: paid through a provider, given, noted by the newsroom, or none. */
export const contributionTypeTexts: Record<ContributionType, MessageDescriptor> = {
  Automatic: msg`Automatic`,
  Gift: msg`Gift`,
  Manual: msg`Manual`,
  None: msg`No contribution`,
};
