/**
 * What a beabee v0.32 instance answers, as far as the import reads it. Every
 * field may be missing or null on an older or differently set-up instance:
 * the modules check what they use.
 */
export interface SourceRole {
  role: string;
  dateAdded?: string | null;
  dateExpires?: string | null;
}

export interface SourceContribution {
  type?: string | null;
  amount?: number | null;
  period?: string | null;
  cancellationDate?: string | null;
  paymentSource?: { method?: string | null; source?: string | null; reference?: string | null } | null;
}

export interface SourceContact {
  id: string;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  joined?: string | null;
  lastSeen?: string | null;
  profile?: {
    telephone?: string | null;
    preferredContact?: string | null;
    deliveryOptIn?: boolean | null;
    deliveryAddress?: { line1?: string; line2?: string; city?: string; postcode?: string } | null;
    newsletterStatus?: string | null;
    newsletterGroups?: string[] | null;
    notes?: string | null;
    description?: string | null;
    /** beabee keeps contact tags as names in the profile. */
    tags?: string[] | null;
  } | null;
  roles?: SourceRole[] | null;
  contribution?: SourceContribution | null;
  /** Masthead: tag ids (`GET contact-tags`); names or `{id, name}` are read too. */
  tags?: (string | { id?: string; name?: string })[] | null;
}

export interface SourceTag {
  id: string;
  name: string;
  description?: string | null;
}

export interface SourcePayment {
  id?: string | null;
  amount: number;
  chargeDate: string;
  status: string;
  contact?: { id: string } | null;
}

export interface SourceSegment {
  id: string;
  name: string;
  description?: string | null;
  ruleGroup: unknown;
  order?: number | null;
}

export interface SourceNotice {
  id: string;
  name: string;
  text?: string | null;
  buttonText?: string | null;
  url?: string | null;
  starts?: string | null;
  expires?: string | null;
}

export interface SourceCallout {
  id: string;
  slug: string;
  title?: string;
  image?: string | null;
  starts?: string | null;
  expires?: string | null;
  access?: string;
  captcha?: string;
  allowUpdate?: boolean;
  allowMultiple?: boolean;
  hidden?: boolean;
  formSchema?: unknown;
  newsletterSchema?: unknown;
  responseViewSchema?: unknown;
  variants?: Record<string, Record<string, unknown>> | null;
  // Texts at the top level (an instance without variants).
  excerpt?: string;
  intro?: string;
  thanksTitle?: string;
  thanksText?: string;
  thanksRedirect?: string | null;
  shareTitle?: string | null;
  shareDescription?: string | null;
}

export interface SourceReviewer {
  id: string;
  contact?: { id: string } | null;
  canEdit?: boolean;
}

export interface SourceResponse {
  id: string;
  number: number;
  createdAt?: string;
  updatedAt?: string;
  bucket?: string | null;
  guestName?: string | null;
  guestEmail?: string | null;
  answers?: unknown;
  contact?: { id: string } | null;
  assignee?: { id: string } | null;
  tags?: { id: string; name?: string }[] | null;
}

export interface SourceComment {
  id: string;
  responseId: string;
  contact?: { id: string } | null;
  text: string;
  createdAt?: string;
  updatedAt?: string;
}

/** A date the source sent, or null for none or one that is not a date. */
export function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
