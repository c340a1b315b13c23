/** @jest-environment node */
import { serverEntryOf } from './serverEntry';

describe('serverEntryOf', () => {
  it.each([
    ['http://h:3001/remoteEntry.js', 'http://h:3001/server/remoteEntry.js'],
    ['http://h:3001/mf-manifest.json', 'http://h:3001/server/remoteEntry.js'],
    ['http://127.0.0.1:3001/remoteEntry.js?retry=2', 'http://127.0.0.1:3001/server/remoteEntry.js'],
    ['https://cdn.example/remotes/public/remoteEntry.js', 'https://cdn.example/remotes/public/server/remoteEntry.js'],
    ['https://cdn.example/remotes/public/mf-manifest.json', 'https://cdn.example/remotes/public/server/remoteEntry.js'],
    ['https://cdn.example/remotes/public/v2/mf-manifest.json#x', 'https://cdn.example/remotes/public/v2/server/remoteEntry.js'],
    ['http://h:3001/public/', 'http://h:3001/public/server/remoteEntry.js'],
  ])('%s → %s', (browserEntry, serverEntry) => {
    expect(serverEntryOf(browserEntry)).toBe(serverEntry);
  });

  it('needs an absolute entry (the server reaches remotes by URL)', () => {
    expect(() => serverEntryOf('/remotes/public/remoteEntry.js')).toThrow('Invalid URL');
  });
});
