import { load as loadAdminChrome } from '../messages/adminChromeMessages';
import { load } from '../messages/shellMessages';

// Both dictionaries are in memory before a test renders, as the page's is in the browser before
// bootstrap renders: the shell's components never suspend on their texts.
beforeAll(() => Promise.all([load('en'), load('id'), loadAdminChrome('en'), loadAdminChrome('id')]));
