import { proxy } from 'valtio/vanilla';

/** The logged-in contact as the `contact/me` call returns it. */
export interface SessionContact {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  displayName: string;
  activeRoles: string[];
  isReviewer?: boolean;
  /** The interface language the contact chose; null until they choose. */
  locale?: string | null;
}

export interface SessionState {
  /** 'unknown' until the first `contact/me` answer arrives. */
  status: 'unknown' | 'loaded';
  contact: SessionContact | null;
}

export type SessionStore = SessionState;

export function createSessionStore(): SessionStore {
  return proxy<SessionState>({ status: 'unknown', contact: null });
}

export function setSession(store: SessionStore, contact: SessionContact | null): void {
  store.contact = contact;
  store.status = 'loaded';
}

/** Forgets the contact; the route guards then treat the reader as logged out. */
export function clearSession(store: SessionStore): void {
  setSession(store, null);
}
