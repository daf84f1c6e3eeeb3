import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasAdminRole, type Callout, type CalloutStatus } from '@masthead/core';
import { Button, FormAlert, validationTexts } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { errorText } from '../../../../common/error-text.ts';
import { Link } from '../../../../routes/link.tsx';
import type { PageProps } from '../../../../routes/pages.ts';
import { actionDates } from './callout-actions.ts';
import { calloutBody, draftFromCallout, newDraft, slugEditable, type CalloutDraft } from './callout-draft.ts';
import { fromLocalInput, toLocalInput } from '../../../../admin-kit/dates.ts';
import { ContentTab } from './content-tab.tsx';
import { fieldId, fieldTabs, serverErrors, type EditField, type EditTab, type FieldErrors } from './edit-errors.ts';
import { EditTabs } from './edit-tabs.tsx';
import { EmbedPreview } from './embed-preview.tsx';
import { EndMessageTab } from './end-message-tab.tsx';
import { GalleryTab } from './gallery-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { StatusActions, type PageAction } from './status-actions.tsx';
import type { TabProps } from './tab-props.ts';
import { TitleTab } from './title-tab.tsx';
import { TranslationsTab } from './translations-tab.tsx';
import { draftKey, forgetDraft, readStoredDraft, storeDraft, type StoredDraft } from './unsaved-work.ts';
import { useLeaveWarning } from '../../../../admin-kit/use-leave-warning.ts';
import * as formCss from '../../../../admin-kit/form.css.ts';
import * as styles from './callout-edit.css.ts';

const statusNames: Record<CalloutStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  open: msg`Open`,
  ended: msg`Ended`,
};

const done: Record<PageAction | 'save', MessageDescriptor> = {
  save: msg`The call-out has been saved`,
  publish: msg`The call-out has been published`,
  schedule: msg`The call-out has been scheduled`,
  unpublish: msg`The call-out has been unpublished`,
  'revert-to-draft': msg`The call-out is a draft again`,
  'end-now': msg`The call-out has ended`,
  reopen: msg`The call-out has been reopened`,
  replicate: msg`A copy has been made: you are now editing the copy`,
  delete: msg`The call-out has been deleted`,
};

/**
 * `/admin/crowdnewsroom/new` and `/admin/crowdnewsroom/edit/:id`: the
 * call-out builder with the tabs of docs/product/screens.md ("Call-out builder
 * tabs"). Everything typed stays in the draft until a save succeeds; a refused save shows its errors at the
 * fields (switching to the first one's tab) and keeps the draft.
 */
export function CalloutEditPage({ route, params }: PageProps) {
  const { api, router, notifications, session } = useAppContext();
  const { t, i18n } = useLingui();
  const id = params.id;
  const [callout, setCallout] = useState<Callout | null>(null);
  const [draft, setDraft] = useState<CalloutDraft | null>(() => (id ? null : newDraft()));
  // What the draft was when last loaded or saved; unsaved work is any difference from it.
  const [baseline, setBaseline] = useState<string | null>(() => (draft ? JSON.stringify(draft) : null));
  const markSaved = useRef(false);
  const storageKey = draftKey(session.contact?.id ?? '', id);
  // Read when the call-out arrives: only another id loads it again (and replaces the draft).
  const latestStorageKey = useRef(storageKey);
  latestStorageKey.current = storageKey;
  // A draft left here earlier without saving, offered back until restored or discarded.
  const [offer, setOffer] = useState<StoredDraft | null>(() => (id ? null : readStoredDraft(storageKey)));
  const [loadFailure, setLoadFailure] = useState<MessageDescriptor | null>(null);
  // A reviewer without edit rights on this call-out (`with=rights`): nothing here to save, so no builder.
  const [refused, setRefused] = useState<Callout | null>(null);
  const [tab, setTab] = useState<EditTab>('content');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [newsletterError, setNewsletterError] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<PageAction | 'save' | null>(null);
  const focusField = useRef<EditField | null>(null);

  useEffect(() => {
    if (!id) return;
    const key = latestStorageKey.current;
    api.callouts.get({ params: { id }, query: { with: ['form', 'responseViewSchema', 'variants', 'rights'] } }).then(
      (loaded) => {
        if (loaded.canEdit === false) return setRefused(loaded);
        const fresh = draftFromCallout(loaded);
        const stored = readStoredDraft(key);
        if (stored && JSON.stringify(stored.draft) !== JSON.stringify(fresh)) setOffer(stored);
        else forgetDraft(key);
        setCallout(loaded);
        markSaved.current = true;
        setDraft(fresh);
      },
      (error) => setLoadFailure(errorText(error)),
    );
  }, [api, id]);

  useEffect(() => {
    if (!markSaved.current || !draft) return;
    markSaved.current = false;
    setBaseline(JSON.stringify(draft));
  }, [draft]);
  const dirty = !!draft && baseline !== null && JSON.stringify(draft) !== baseline;
  const leaving = useLeaveWarning(
    dirty,
    t`This call-out has changes that are not saved. Leave this page? They stay in this browser as a draft you can restore.`,
  );
  // Unsaved work is kept in this browser as it is typed (not while an older draft waits to be restored or discarded).
  useEffect(() => {
    if (offer || !draft) return;
    if (dirty) storeDraft(storageKey, draft);
    else forgetDraft(storageKey);
  }, [draft, dirty, offer, storageKey]);

  // After a refused save, the first field with an error gets focus once its tab shows.
  useLayoutEffect(() => {
    const field = focusField.current;
    if (!field) return;
    focusField.current = null;
    document.getElementById(fieldId(field))?.focus();
  });

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = (Object.keys(fieldTabs) as EditField[]).find((field) => found[field]);
    if (!first) return false;
    setTab(fieldTabs[first]);
    focusField.current = first;
    return true;
  };

  if (refused) {
    return (
      <section aria-labelledby="page-title" className={styles.page}>
        <h1 id="page-title">{refused.title}</h1>
        <FormAlert variant="info" title={t`You may not edit this call-out`}>
          <p>
            <Trans>Only admins, and reviewers an admin has allowed to edit it, can change this call-out.</Trans>
          </p>
          {refused.canReview && (
            <p>
              <Link href={`/admin/crowdnewsroom/view/${encodeURIComponent(refused.id)}`}>
                <Trans>Back to its overview</Trans>
              </Link>
            </p>
          )}
        </FormAlert>
      </section>
    );
  }

  if (!draft) {
    return (
      <section aria-labelledby="page-title" className={styles.page}>
        <h1 id="page-title">{i18n._(route.title)}</h1>
        {loadFailure ? <FormAlert>{i18n._(loadFailure)}</FormAlert> : <p role="status">{t`Loading…`}</p>}
      </section>
    );
  }

  const update = (changes: Partial<CalloutDraft>) => setDraft((d) => (d ? { ...d, ...changes } : d));
  const setTexts: TabProps['setTexts'] = (locale, changes) =>
    setDraft((d) => {
      if (!d) return d;
      const texts = { ...(d.variants[locale] ?? d.variants.default!), ...changes };
      if (!d.variants[locale])
        for (const name of Object.keys(texts) as (keyof typeof texts)[]) texts[name] = changes[name] ?? '';
      return { ...d, variants: { ...d.variants, [locale]: texts } };
    });

  /** What the browser can tell before sending: the title, a redirect address, the newsletter rule. */
  const localErrors = (): FieldErrors => {
    const found: FieldErrors = {};
    const texts = draft.variants.default!;
    if (!texts.title.trim()) found.title = i18n._(validationTexts.required);
    if (draft.thanksMode === 'redirect' && !/^https?:\/\/\S+$/.test(texts.thanksRedirect.trim())) {
      found.thanksRedirect = t`Enter a web address starting with http:// or https://.`;
    }
    return found;
  };

  const run = async (kind: PageAction | 'save', options: { starts?: string; expires?: string } = {}) => {
    setFailure(null);
    if (kind !== 'delete' && kind !== 'replicate' && showErrors(localErrors())) return;
    setBusy(kind);
    try {
      if (kind === 'replicate' && callout) {
        const copy = await api.callouts.create({ body: {}, query: { fromId: callout.id } });
        leaving.current = true;
        notifications.notify({ variant: 'success', title: done.replicate });
        router.navigate(`/admin/crowdnewsroom/edit/${encodeURIComponent(copy.id)}`);
        return;
      }
      if (kind === 'delete' && callout) {
        await api.callouts.delete({ params: { id: callout.id } });
        forgetDraft(storageKey);
        leaving.current = true;
        notifications.notify({ variant: 'success', title: done.delete });
        router.navigate('/admin/crowdnewsroom');
        return;
      }
      const expires = options.expires !== undefined ? fromLocalInput(options.expires) : fromLocalInput(draft.expires);
      const dates =
        kind === 'save' || kind === 'delete' || kind === 'replicate'
          ? { expires }
          : actionDates(kind, new Date(), { starts: fromLocalInput(options.starts ?? ''), expires });
      const body = { ...calloutBody(draft, { isNew: !callout }), ...dates };
      const saved = callout
        ? await api.callouts.update({ params: { id: callout.id }, body })
        : await api.callouts.create({ body });
      setErrors({});
      notifications.notify({ variant: 'success', title: done[kind] });
      forgetDraft(storageKey);
      markSaved.current = true;
      if (!callout) {
        router.navigate(`/admin/crowdnewsroom/edit/${encodeURIComponent(saved.id)}`, { replace: true });
      }
      setCallout(saved);
      update({ slug: saved.slug, slugManual: true, removedVariants: [], expires: toLocalInput(saved.expires) });
    } catch (error) {
      if (!showErrors(serverErrors(i18n, error))) setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const props: TabProps = { draft, update, setTexts, errors, callout };
  const withErrors = new Set(
    (Object.keys(errors) as EditField[]).filter((field) => errors[field]).map((field) => fieldTabs[field]),
  );
  if (newsletterError) withErrors.add('settings');
  const status = callout?.status ?? 'draft';

  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <div className={styles.header}>
        <h1 id="page-title">{draft.variants.default?.title.trim() || i18n._(route.title)}</h1>
        <p className={styles.status}>
          <span>
            <Trans>Status: {i18n._(statusNames[status])}</Trans>
          </span>
          {status === 'scheduled' && callout?.starts && (
            <> · {t`opens ${i18n.date(new Date(callout.starts), { dateStyle: 'medium', timeStyle: 'short' })}`}</>
          )}
          {status !== 'draft' && callout?.expires && (
            <> · {t`ends ${i18n.date(new Date(callout.expires), { dateStyle: 'medium', timeStyle: 'short' })}`}</>
          )}
        </p>
      </div>
      {offer && (
        <FormAlert variant="info" title={t`Unsaved changes`}>
          <p>
            {t`This call-out has changes from ${i18n.date(new Date(offer.savedAt), { dateStyle: 'medium', timeStyle: 'short' })} that were not saved.`}
          </p>
          <div className={formCss.actions}>
            <Button
              size="sm"
              onClick={() => {
                setDraft(offer.draft);
                setOffer(null);
              }}
            >
              <Trans>Restore them</Trans>
            </Button>
            <Button
              size="sm"
              variant="greyOutlined"
              onClick={() => {
                forgetDraft(storageKey);
                setOffer(null);
              }}
            >
              <Trans>Discard them</Trans>
            </Button>
          </div>
        </FormAlert>
      )}
      <div aria-live="assertive">
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        {withErrors.size > 0 && (
          <FormAlert>
            <Trans>The call-out was not saved. Please check the tabs marked “has errors”.</Trans>
          </FormAlert>
        )}
      </div>
      <StatusActions
        callout={callout}
        isAdmin={hasAdminRole(session.contact?.activeRoles ?? [])}
        busy={busy}
        onSave={() => void run('save')}
        onAction={(a, o) => void run(a, o)}
      />
      <EditTabs current={tab} onChange={setTab} withErrors={withErrors}>
        {tab === 'content' && <ContentTab {...props} />}
        {tab === 'settings' && (
          <SettingsTab {...props} newsletterError={newsletterError} onNewsletterError={setNewsletterError} />
        )}
        {tab === 'title' && <TitleTab {...props} slugLocked={!slugEditable(callout, new Date())} />}
        {tab === 'end' && <EndMessageTab {...props} />}
        {tab === 'translations' && <TranslationsTab {...props} />}
        {tab === 'gallery' && <GalleryTab {...props} />}
      </EditTabs>
      {callout && <EmbedPreview slug={callout.slug} title={callout.title} schema={draft.formSchema} />}
    </section>
  );
}
