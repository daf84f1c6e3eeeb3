import type { MouseEvent, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button, type ButtonVariant } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { Link } from '../../routes/link.tsx';
import { keepLang } from './use-public-callout.ts';

interface AppLinkProps {
  href: string;
  /** The target may be shown inside a frame (an embeddable route). */
  embeddable?: boolean;
  /** Styled as a button of this variant. */
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A link within the app. Inside another site's frame a link to a page that
 * refuses frames (log in, respond, the member area) opens in a new window
 * instead of leading to the refusal. The page's `lang` goes along.
 */
export function AppLink({ href: to, embeddable = false, variant, children }: AppLinkProps) {
  const { framed, router } = useAppContext();
  const { search } = useSnapshot(router.location);
  const href = keepLang(to, search);
  const away = framed && !embeddable ? { target: '_blank', rel: 'noopener' } : {};
  if (!variant) {
    return (
      <Link href={href} {...away}>
        {children}
      </Link>
    );
  }
  const navigate = (event: MouseEvent<HTMLElement>) => {
    if (away.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.navigate(href);
  };
  return (
    <Button href={href} variant={variant} onClick={navigate} {...away}>
      {children}
    </Button>
  );
}
