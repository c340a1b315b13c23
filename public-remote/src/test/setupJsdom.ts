import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { uninstallFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { load } from '../messages/messages';

// react-router 7 needs TextEncoder, which jest's jsdom environment does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom implements neither scrolling API; without stubs it logs "Not implemented" errors.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

afterEach(() => uninstallFakeApi());

// The machine runs several builds at once; the default 1 s for findBy/waitFor is too tight there.
configure({ asyncUtilTimeout: 5000 });

// Both dictionaries loaded before any test, as the shell's server awaits the page's before it
// renders: a screen then renders at once instead of suspending on its messages.
beforeAll(() => Promise.all([load('en'), load('id')]));
