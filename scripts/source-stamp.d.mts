/** A fingerprint of everything the browser build reads. */
export function sourceStamp(root: string): string;
/** A fingerprint of everything the compiled server is bundled from (it names its folder under dist/server/). */
export function serverSourceStamp(root: string): string;
/** Whether dist/.stamp matches the sources, i.e. `npm start` would not rebuild the browser bundles. */
export function isBuildCurrent(root: string): boolean;
/** Whether the compiled server of the current sources exists, i.e. `npm start` would not compile it. */
export function isServerBuildCurrent(root: string): boolean;
