/** Where a remote's server container is deployed: dist/server/ beside its browser build. */
const SERVER_ENTRY_DIR = 'server/';

/** The server container beside a remote's browser entry (remoteEntry.js or mf-manifest.json). */
export function serverEntryOf(browserEntry: string): string {
  return new URL(`${SERVER_ENTRY_DIR}remoteEntry.js`, browserEntry).href;
}
