import { useEffect, useState } from 'react';
import { useAppContext } from '../../app-context.ts';
import * as css from './profile.css.ts';

/**
 * content/profile's intro text at the top of the member home, a paragraph
 * per blank-line-separated block; nothing while it loads, when it is empty,
 * or when it cannot be loaded.
 */
export function ProfileIntro() {
  const { api } = useAppContext();
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    api.content.profile().then(
      (profile) => live && setText(profile.introText),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={css.intro} data-testid="profile-intro">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
