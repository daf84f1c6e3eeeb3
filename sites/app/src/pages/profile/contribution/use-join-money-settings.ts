import { useEffect, useState } from 'react';
import { defaultJoinMoneySettings, type JoinMoneySettings } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';

/**
 * The settings the server checks contributions against: `GET content/join`
 * (the membership builder's amounts, the methods this server's providers
 * serve, the fee region). Core's defaults stand in while it loads, or if it
 * cannot be read, so the form never waits on it.
 */
export function useJoinMoneySettings(): JoinMoneySettings {
  const { api } = useAppContext();
  const [settings, setSettings] = useState<JoinMoneySettings>(defaultJoinMoneySettings);
  useEffect(() => {
    let live = true;
    api.content.join().then(
      (join) => live && setSettings(join),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return settings;
}
