import type { SessionContact } from '@masthead/client';
import type { Contact } from '@masthead/core';

/** The admin the admin pages' browser tests log in as (and a superadmin, for the superadmin-only settings). */
export const adminContact: SessionContact = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'ed@example.org',
  firstname: 'Ed',
  lastname: 'Itor',
  displayName: 'Ed Itor',
  activeRoles: ['member', 'admin'],
};

export const superadminContact: SessionContact = { ...adminContact, activeRoles: ['member', 'superadmin'] };

/** A session contact as the API's `Contact` (lists, the contact page). */
export const contactOf = (c: SessionContact): Contact => ({
  ...c,
  activeRoles: c.activeRoles as Contact['activeRoles'],
  joined: '2025-01-01T00:00:00.000Z',
  lastSeen: null,
  contributionAmount: null,
  contributionPeriod: null,
});
