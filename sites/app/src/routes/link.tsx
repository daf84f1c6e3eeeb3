import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppContext } from '../app-context.ts';

/** An ordinary link that moves within the app without a page load. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { router } = useAppContext();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    router.navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
