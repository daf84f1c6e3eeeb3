import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { genericTexts, pageTitle } from '@masthead/core';
import { NotificationList } from '@masthead/ui';
import { useAppContext } from './app-context.ts';
import { activateLocale } from './i18n/load-catalog.ts';
import { localePrefs, pageLocale, rememberQueryLocale, surfaceFor } from './i18n/locale-choice.ts';
import { guardRoute } from './routes/guard-route.ts';
import { useGuardContext } from './routes/use-guard-context.ts';
import { createRouteMatcher } from './routes/match-route.ts';
import { notFoundTitle, routeTable, type RouteDef } from './routes/route-table.ts';
import { PageLayout } from './layouts/page-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { FrameRefusedPage } from './pages/frame-refused-page.tsx';
import { ShellPage } from './pages/shell-page.tsx';

const matchRoute = createRouteMatcher(routeTable);

/** The hosted app: route matching, the guards of docs/product/screens.md ("Guards"), titles and language. */
export function App() {
  const ctx = useAppContext();
  const { i18n } = useLingui();
  const location = useSnapshot(ctx.router.location);
  const settings = useSnapshot(ctx.settings);
  const lastAllowed = useRef<string | null>(null);

  const here = location.pathname + location.search;
  const match = matchRoute(location.pathname);
  const guardContext = useGuardContext();
  const result = match ? guardRoute(match.route, guardContext(here)) : null;

  const refuse = useCallback(
    () => ctx.notifications.notify({ variant: 'error', title: genericTexts.unauthorized }),
    [ctx.notifications],
  );

  // Moves inside the app are checked before they happen, so a refused reader stays where they were.
  useEffect(() => {
    ctx.router.setGuard((url) => {
      const target = matchRoute(url.pathname);
      if (!target || guardRoute(target.route, guardContext(url.pathname + url.search)).kind !== 'unauthorized') {
        return true;
      }
      refuse();
      return false;
    });
    return () => ctx.router.setGuard(null);
  });

  // The guard's answer acts once per address and kind of answer (a notification, a move), read as it is then.
  const latestResult = useRef(result);
  latestResult.current = result;
  const resultKind = result?.kind;
  useEffect(() => {
    const result = latestResult.current;
    if (!result) return;
    if (result.kind === 'login' || result.kind === 'redirect') ctx.router.navigate(result.to, { replace: true });
    if (result.kind === 'unauthorized') {
      refuse();
      ctx.router.navigate(lastAllowed.current ?? '/', { replace: true });
    }
    if (result.kind === 'allow') lastAllowed.current = here;
  }, [ctx.router, here, refuse, resultKind]);

  const session = useSnapshot(ctx.session);
  const prefs = useSnapshot(localePrefs);
  const surface = surfaceFor(match?.route ?? null);
  const lang = new URLSearchParams(location.search).get('lang');
  useEffect(() => rememberQueryLocale(lang), [lang]);
  const locale = pageLocale({
    search: location.search,
    contact: session.contact,
    prefs,
    organisation: settings.locale,
    surface,
  });
  useEffect(() => {
    if (ctx.i18n.locale !== locale) void activateLocale(ctx.i18n, locale);
  }, [ctx.i18n, locale]);

  const route: RouteDef | null = match?.route ?? null;
  const showNotFound = !match || result?.kind === 'newsroom-refused';
  const title = showNotFound ? notFoundTitle : (route?.title ?? notFoundTitle);
  useEffect(() => {
    document.title = pageTitle(i18n._(title), settings.organisationName);
  }, [i18n, title, settings.organisationName, i18n.locale]);

  let page;
  if (showNotFound) page = <NotFoundPage />;
  else if (result?.kind === 'frame-refused') page = <FrameRefusedPage />;
  else if (result?.kind === 'allow' && route?.page && match) {
    const Page = route.page;
    // Keyed by path so a page's state starts fresh on every route it serves; the boundary too, so
    // the page left is unmounted at once (its effects, such as a leave warning, end) rather than
    // kept hidden while the next page's chunk loads.
    page = (
      <Suspense key={route.path} fallback={null}>
        <Page key={route.path} route={route} params={match.params} />
      </Suspense>
    );
  } else if (result?.kind === 'allow' && route) page = <ShellPage route={route} />;
  else page = null;

  return (
    <>
      <PageLayout layout={showNotFound || !route ? 'main' : route.layout} surface={surface}>
        {page}
      </PageLayout>
      <NotificationList store={ctx.notifications} />
    </>
  );
}
