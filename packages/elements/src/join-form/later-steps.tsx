// The join form's steps after the first, in a chunk of their own: a page with
// <join-form> downloads only the first step before it shows (scripts/embed-sizes.mjs),
// and loads these once a reader comes back from the provider or has joined.
import { useEffect, useRef } from 'react';
import { CheckEmail, useOwnConfirmTexts } from './check-email.tsx';
import type { JoinCalls } from './join-calls.ts';
import { NamesStep, type NamesStepProps } from './names-step.tsx';
import { ReturnProblemStep, ReturnStep, type ReturnProblem, type ReturnStepProps } from './return-step.tsx';

export type LaterStepProps =
  | { kind: 'check-email'; email: string | null; calls: Pick<JoinCalls, 'setup'> }
  | ({ kind: 'returned' } & ReturnStepProps)
  | { kind: 'problem'; problem: ReturnProblem; onRestart: () => void }
  | ({ kind: 'names' } & NamesStepProps);

/**
 * One of the later steps; its heading takes focus when it appears (also on
 * return from the provider: the page was loaded for it).
 */
export function LaterStep(props: LaterStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.kind]);
  if (props.kind === 'check-email') return <CheckEmailStep heading={heading} email={props.email} calls={props.calls} />;
  if (props.kind === 'returned') return <ReturnStep ref={heading} {...props} />;
  if (props.kind === 'problem') return <ReturnProblemStep ref={heading} {...props} />;
  return <NamesStep ref={heading} {...props} />;
}

function CheckEmailStep(props: {
  heading: { current: HTMLHeadingElement | null };
  email: string | null;
  calls: Pick<JoinCalls, 'setup'>;
}) {
  const own = useOwnConfirmTexts(props.calls, true);
  return <CheckEmail ref={props.heading} email={props.email} own={own} />;
}
