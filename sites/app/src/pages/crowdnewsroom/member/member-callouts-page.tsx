import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../app-context.ts';
import type { PageProps } from '../../../routes/pages.ts';
import { CalloutLists } from './callout-lists.tsx';
import { ResponseView } from './response-view.tsx';

/**
 * `/crowdnewsroom`: the member's call-outs (open ones to answer, their
 * responses, ended ones); `?response=<id>` opens one of their responses.
 */
export function MemberCalloutsPage({ route }: PageProps) {
  const { router } = useAppContext();
  const { search } = useSnapshot(router.location);
  const responseId = new URLSearchParams(search).get('response');
  // The first view is where the reader arrived; after a move within the page, focus goes to its heading.
  const arrivedAt = useRef(responseId);
  const moved = useRef(false);
  if (responseId !== arrivedAt.current) moved.current = true;
  return responseId ? (
    <ResponseView key={responseId} id={responseId} focusHeading={moved.current} />
  ) : (
    <CalloutLists route={route} focusHeading={moved.current} />
  );
}
