import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, shellUrl } from './support/env';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two shared cores: one browser at a time keeps timings (5 s remote timeout, 3 s snackbars) honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  // Several people may run the suite in one checkout: E2E_OUTPUT_DIR keeps their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR || './test-results',
  use: {
    baseURL: shellUrl,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
