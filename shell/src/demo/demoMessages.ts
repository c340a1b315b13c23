import type { Locale } from '@mfe/shared-ui';

// The demo badge's texts, in its lazy chunk (not in the shell's dictionaries, which every public
// page downloads while only the demo shows the badge). Both languages must have every key: the type says so.
const en = {
  demoMode: 'Demo mode',
  demoReset: 'Reset demo data',
  demoResetting: 'Resetting…',
  demoResetQuestion: 'Reset demo data?',
  demoResetWarning: 'Every change made in this demo is lost and the demo catalogue is restored. You will be logged out.',
  demoResetConfirm: 'Reset',
};

export const DEMO_MESSAGES: Record<Locale, typeof en> = {
  en,
  id: {
    demoMode: 'Mode demo',
    demoReset: 'Atur ulang data demo',
    demoResetting: 'Mengatur ulang…',
    demoResetQuestion: 'Atur ulang data demo?',
    demoResetWarning: 'Semua perubahan dalam demo ini hilang dan katalog demo dipulihkan. Anda akan keluar.',
    demoResetConfirm: 'Atur ulang',
  },
};
