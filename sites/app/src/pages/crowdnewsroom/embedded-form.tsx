import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { Callout } from '@masthead/core';
import { useAppContext } from '../../app-context.ts';
import { calloutPath, keepLang } from './use-public-callout.ts';
import { CalloutForm } from './widgets.ts';
import { reportFrameSubmitted } from '../../startup/frame-height.ts';

/**
 * The `<callout-form>` component of the embeds, answering through this
 * site's API in the page's language. Once the response is stored the reader
 * moves on to the thanks page (in place of the form, so Back leads to the
 * call-out); a call-out with a thanks redirect is followed by the form itself.
 * `titled={false}` where the page's own h1 is the call-out's title.
 */
export function EmbeddedForm({ callout, titled = true }: { callout: Callout; titled?: boolean }) {
  const { router, framed } = useAppContext();
  const { i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const submitted = () => {
      if (framed) reportFrameSubmitted();
      if (!callout.thanksRedirect) {
        router.navigate(keepLang(calloutPath(callout, 'thanks'), router.location.search), { replace: true });
      }
    };
    node.addEventListener('callout:submitted', submitted);
    return () => node.removeEventListener('callout:submitted', submitted);
  }, [callout, router, framed]);

  return (
    <div ref={host}>
      <CalloutForm slug={callout.slug} api={location.origin} lang={i18n.locale} titled={titled} />
    </div>
  );
}
