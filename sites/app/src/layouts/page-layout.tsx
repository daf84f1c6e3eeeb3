import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import type { LocaleSurface } from '@masthead/core';
import { useAppContext } from '../app-context.ts';
import { Link } from '../routes/link.tsx';
import type { Layout } from '../routes/route-table.ts';
import { SiteNav } from './nav/site-nav.tsx';
import { LanguageSwitcher } from './language/language-switcher.tsx';
import * as css from './page-layout.css.ts';

/**
 * The frame around every page: brand header with the menus, main region,
 * footer links and the language. In another site's frame (an embed) the page
 * is the main region alone: the newsroom's article is the site around it,
 * and the embed takes its language from `?lang=`.
 */
export function PageLayout({
  layout,
  surface = 'system',
  children,
}: {
  layout: Layout;
  /** Which languages the page offers (see `surfaceFor`). */
  surface?: LocaleSurface;
  children: ReactNode;
}) {
  const { settings, framed } = useAppContext();
  const s = useSnapshot(settings);
  if (framed) {
    return (
      <main id="main" className={css.main.framed}>
        {children}
      </main>
    );
  }
  if (layout === 'fullscreen') {
    return (
      <main id="main" className={css.main.fullscreen}>
        {children}
      </main>
    );
  }
  const footerLinks = [
    ...s.footerLinks,
    ...(s.privacyLink ? [{ url: s.privacyLink, text: <Trans>Privacy</Trans> }] : []),
    ...(s.termsLink ? [{ url: s.termsLink, text: <Trans>Terms</Trans> }] : []),
    ...(s.impressumLink ? [{ url: s.impressumLink, text: <Trans>Impressum</Trans> }] : []),
  ];
  return (
    <>
      <a className={css.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className={css.header}>
        {/* A logo carries the name itself (often as a wordmark), so it is the name: shown and read once. */}
        <Link className={css.brand} href="/">
          {s.logoUrl ? (
            <img className={css.logo} src={s.logoUrl} alt={s.organisationName} />
          ) : (
            <span>{s.organisationName}</span>
          )}
        </Link>
        {layout === 'auth' ? null : <SiteNav />}
      </header>
      <main id="main" tabIndex={-1} className={css.main[layout]}>
        {children}
      </main>
      <footer className={css.footer}>
        {footerLinks.map((link, i) => (
          <a key={i} href={link.url}>
            {link.text}
          </a>
        ))}
        <LanguageSwitcher surface={surface} />
      </footer>
    </>
  );
}
