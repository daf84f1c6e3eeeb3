/** A fingerprint of everything the browser build reads. */
export function sourceStamp(root: string): string;
/** Whether dist/.stamp matches the sources, i.e. `npm start` would not rebuild. */
export function isBuildCurrent(root: string): boolean;
