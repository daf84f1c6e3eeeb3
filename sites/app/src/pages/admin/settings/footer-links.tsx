import { useRef, useLayoutEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import { BuilderText } from '../membership-builder/builder-fields.tsx';
import { fieldId, type FieldErrors } from '../membership-builder/builder-errors.ts';
import * as builder from '../membership-builder/membership-builder.css.ts';
import type { GeneralDraft } from './general-draft.ts';

type Link = GeneralDraft['footerLinks'][number];

/** The most footer links (content/general's `maxItems`). */
const maxLinks = 20;

/**
 * The footer links: a text and an address each, added, removed and moved
 * with labelled buttons; focus follows the link that moved or was added.
 */
export function FooterLinks({
  links,
  errors,
  onChange,
}: {
  links: Link[];
  errors: FieldErrors;
  onChange: (links: Link[]) => void;
}) {
  const { t } = useLingui();
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const set = (next: Link[], focus: string) => {
    focusNext.current = focus;
    onChange(next);
  };
  const move = (from: number, to: number) => {
    const next = [...links];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as Link);
    set(next, fieldId(`footerLinks.${to}.text`));
  };
  return (
    <fieldset>
      <legend>
        <Trans>Footer links</Trans>
      </legend>
      <ol className={builder.list}>
        {links.map((link, index) => (
          <li key={index} className={builder.row}>
            <BuilderText
              name={`footerLinks.${index}.text`}
              label={t`Text of link ${index + 1}`}
              errors={errors}
              value={link.text}
              onChange={(text) => onChange(links.map((l, i) => (i === index ? { ...l, text } : l)))}
            />
            <BuilderText
              name={`footerLinks.${index}.url`}
              label={t`Address of link ${index + 1}`}
              errors={errors}
              value={link.url}
              onChange={(url) => onChange(links.map((l, i) => (i === index ? { ...l, url } : l)))}
            />
            <Button variant="greyOutlined" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)}>
              {t`Move link ${index + 1} up`}
            </Button>
            <Button
              variant="greyOutlined"
              size="sm"
              disabled={index === links.length - 1}
              onClick={() => move(index, index + 1)}
            >
              {t`Move link ${index + 1} down`}
            </Button>
            <Button
              variant="dangerOutlined"
              size="sm"
              onClick={() =>
                set(
                  links.filter((_, i) => i !== index),
                  links.length > 1 ? fieldId(`footerLinks.${Math.min(index, links.length - 2)}.text`) : 'footer-add',
                )
              }
            >
              {t`Remove link ${index + 1}`}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        id="footer-add"
        variant="linkOutlined"
        size="sm"
        disabled={links.length >= maxLinks}
        onClick={() => set([...links, { text: '', url: '' }], fieldId(`footerLinks.${links.length}.text`))}
      >
        <Trans>Add a footer link</Trans>
      </Button>
    </fieldset>
  );
}
