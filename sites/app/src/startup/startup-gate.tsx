import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadingScreen } from '@masthead/ui';
import { createHealthWatch } from './wait-for-health.ts';

export type StartupPhase = 'waiting' | 'starting' | 'ready';

interface Props {
  check: () => Promise<boolean>;
  /** Work that needs a healthy backend (settings, session) before the app renders. */
  load: () => Promise<void>;
  reload: () => void;
  children: ReactNode;
}

/**
 * Holds the app back until the backend is healthy: 'Loading application'
 * first, 'Starting' with Try Again when the backend is slow to answer, and a
 * page reload once it recovers (docs/product/entities.md, "Backend health").
 */
export function StartupGate({ check, load, reload, children }: Props) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<StartupPhase>('waiting');
  const [watch] = useState(() =>
    createHealthWatch({
      check,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      onUnhealthy: () => setPhase('starting'),
      onRecovered: reload,
      onGaveUp: () => setPhase('starting'),
    }),
  );

  // The start runs once, with the `load` the gate mounted with.
  const mountLoad = useRef(load);

  useEffect(() => {
    let live = true;
    const load = mountLoad.current;
    void watch.start().then(async (healthy) => {
      if (!healthy) return;
      try {
        await load();
        if (live) setPhase('ready');
      } catch {
        // Healthy but not answering properly yet: wait like a slow start.
        if (live) setPhase('starting');
        void watch.retry();
      }
    });
    return () => {
      live = false;
    };
  }, [watch]);

  if (phase === 'ready') return <>{children}</>;
  if (phase === 'starting') {
    return <LoadingScreen title={t`Starting`} showRetry showInfo onRetry={() => void watch.retry()} />;
  }
  return <LoadingScreen />;
}
