import type { Contact } from '@masthead/core';
import { AccountDetailsForm } from './account-details-form.tsx';
import { DeleteContact } from './delete-contact.tsx';
import { RoleSection } from './role-section.tsx';
import { SecuritySection } from './security-section.tsx';

/**
 * `/admin/contacts/{id}/account`: the contact's details, roles, the
 * security actions and deleting the contact. `onChanged` hands the page
 * the contact as changed here (its heading is the contact's name).
 */
export function AccountTab({ contact, onChanged }: { contact: Contact; onChanged: (contact: Contact) => void }) {
  return (
    <>
      <AccountDetailsForm
        contact={contact}
        // The answer has profile and roles; the contribution the page read stays.
        onSaved={(saved) => onChanged({ ...contact, ...saved })}
      />
      <RoleSection contact={contact} onRoles={(roles) => onChanged({ ...contact, roles })} />
      <SecuritySection contact={contact} />
      <DeleteContact contact={contact} />
    </>
  );
}
