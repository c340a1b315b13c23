import { configure } from '@testing-library/react';
import { LOCALES } from '@mfe/shared-ui';
import { load } from '../src/messages/messages';
import { loadAntdLocale } from '../src/app/antdLocale';

// Several engineers build on two shared cores: antd screens can take seconds to settle under that
// load, so waiting is allowed longer than the 1 s default before a test calls it a failure.
configure({ asyncUtilTimeout: 5000 });

// The admin's dictionaries and antd's texts of both locales, loaded before any screen renders: a
// screen then renders at once, as it does once its locale is loaded in the browser.
beforeAll(async () => {
  await Promise.all(LOCALES.flatMap((locale) => [load(locale), loadAntdLocale(locale)]));
});
