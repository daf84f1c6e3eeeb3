import { Trans, useLingui } from '@lingui/react/macro';
import { localeTable } from '@masthead/core';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../app-context.ts';
import { BuilderCheck, BuilderSelect, BuilderText } from '../membership-builder/builder-fields.tsx';
import type { FieldErrors } from '../membership-builder/builder-errors.ts';
import { FooterLinks } from './footer-links.tsx';
import type { GeneralDraft } from './general-draft.ts';

export interface GeneralFieldsProps {
  draft: GeneralDraft;
  update: (changes: Partial<GeneralDraft>) => void;
  errors: FieldErrors;
}

/** A text field of the draft by its key. */
function Text({
  name,
  label,
  description,
  draft,
  update,
  errors,
  readOnly,
}: GeneralFieldsProps & {
  name: keyof GeneralDraft & string;
  label: string;
  description?: string;
  readOnly?: boolean;
}) {
  return (
    <BuilderText
      name={name}
      label={label}
      description={description}
      errors={errors}
      value={String(draft[name])}
      onChange={(value) => update({ [name]: value })}
      readOnly={readOnly}
    />
  );
}

/** Organisation: name, logo, site, support email, language, currency, background, contribution. */
export function OrganisationFields(props: GeneralFieldsProps) {
  const { t } = useLingui();
  const { draft, update, errors } = props;
  // Every emailed link (reset, login, join) goes to the site's address: only a superadmin moves it.
  const { contact } = useSnapshot(useAppContext().session);
  const superadmin = contact?.activeRoles.includes('superadmin') ?? false;
  return (
    <fieldset>
      <legend>
        <Trans>Organisation</Trans>
      </legend>
      <Text {...props} name="organisationName" label={t`Organisation name`} />
      <Text {...props} name="logoUrl" label={t`Logo address`} description={t`https://… or a path such as /logo.svg`} />
      <Text
        {...props}
        name="siteUrl"
        label={t`Site address`}
        readOnly={!superadmin}
        description={
          superadmin
            ? t`Your newsroom's site, https://…`
            : t`Your newsroom's site. Only a superadmin can change it, because every emailed link goes there.`
        }
      />
      <Text {...props} name="supportEmail" label={t`Support email`} />
      <BuilderSelect
        name="locale"
        label={t`Language`}
        errors={errors}
        value={draft.locale}
        options={localeTable.map((l) => ({ value: l.code, label: l.displayName }))}
        onChange={(locale) => update({ locale: locale as GeneralDraft['locale'] })}
      />
      <Text
        {...props}
        name="currencyCode"
        label={t`Currency code`}
        description={t`Three capital letters, such as EUR`}
      />
      <Text {...props} name="currencySymbol" label={t`Currency symbol`} />
      <Text {...props} name="backgroundUrl" label={t`Background image address`} />
      <BuilderCheck
        name="hideContribution"
        label={t`Hide the contribution from members`}
        errors={errors}
        checked={draft.hideContribution}
        onChange={(hideContribution) => update({ hideContribution })}
      />
    </fieldset>
  );
}

/** Legal links and the footer's links. */
export function LinkFields(props: GeneralFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend>
        <Trans>Links</Trans>
      </legend>
      <Text {...props} name="impressumLink" label={t`Impressum link`} />
      <Text {...props} name="privacyLink" label={t`Privacy policy link`} />
      <Text {...props} name="termsLink" label={t`Terms link`} />
      <FooterLinks
        links={props.draft.footerLinks}
        errors={props.errors}
        onChange={(footerLinks) => props.update({ footerLinks })}
      />
    </fieldset>
  );
}

/** Email sender, VAT, newsroom mode and the old dashboard. */
export function OtherFields(props: GeneralFieldsProps) {
  const { t } = useLingui();
  const { draft, update, errors } = props;
  return (
    <>
      <fieldset>
        <legend>
          <Trans>Emails</Trans>
        </legend>
        <Text {...props} name="emailFromName" label={t`From name`} description={t`Empty: the organisation name`} />
        <Text
          {...props}
          name="emailFromAddress"
          label={t`From address`}
          description={t`Empty: the server's configured address`}
        />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>VAT</Trans>
        </legend>
        <BuilderCheck
          name="vatEnabled"
          label={t`Contributions include VAT`}
          errors={errors}
          checked={draft.vatEnabled}
          onChange={(vatEnabled) => update({ vatEnabled })}
        />
        <Text {...props} name="vatRate" label={t`VAT rate (%)`} />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Other</Trans>
        </legend>
        <BuilderCheck
          name="newsroomMode"
          label={t`Newsroom mode`}
          description={t`Only call-outs: no join form, no contributions`}
          errors={errors}
          checked={draft.newsroomMode}
          onChange={(newsroomMode) => update({ newsroomMode })}
        />
        <Text
          {...props}
          name="oldDashboardUrl"
          label={t`Old dashboard address`}
          description={t`Shown in the admin navigation when set`}
        />
      </fieldset>
    </>
  );
}
