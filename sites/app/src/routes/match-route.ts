import type { RouteDef } from './route-table.ts';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
  /** Literal segments rank before parameters when two patterns match. */
  score: number;
}

/** Builds a matcher over a route table. Trailing slashes are ignored. */
export function createRouteMatcher(table: readonly RouteDef[]): (pathname: string) => RouteMatch | null {
  const compiled: Compiled[] = table.map((route) => {
    const names: string[] = [];
    const segments = route.path.split('/').filter(Boolean);
    const source = segments
      .map((segment) => {
        if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
        names.push(segment.slice(1));
        return '/([^/]+)';
      })
      .join('');
    const score = segments.reduce((sum, s) => sum * 2 + (s.startsWith(':') ? 0 : 1), 1);
    return { route, pattern: new RegExp(`^${source || '/'}$`), names, score };
  });

  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    let best: RouteMatch | null = null;
    let bestScore = -1;
    for (const { route, pattern, names, score } of compiled) {
      const found = pattern.exec(path);
      if (!found || score <= bestScore) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] ?? '')));
      best = { route, params };
      bestScore = score;
    }
    return best;
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
