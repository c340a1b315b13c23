import { MESSAGES } from './messages';
import { MESSAGES_ID, translateMessage } from './messagesId';
import { PUBLIC_MESSAGES, REQUEST_MODULES } from './publicMessages';
import { PUBLIC_MESSAGES_ID, translatePublicMessage } from './publicMessagesId';

describe('the public messages', () => {
  it('are the same messages as in MESSAGES, with the same Indonesian twins', () => {
    for (const key of Object.keys(PUBLIC_MESSAGES) as Array<keyof typeof PUBLIC_MESSAGES>) {
      expect(MESSAGES[key]).toBe(PUBLIC_MESSAGES[key]);
      expect(MESSAGES_ID[key]).toBe(PUBLIC_MESSAGES_ID[key]);
    }
  });

  it('translate as the whole catalogue translates them, static and templates alike', () => {
    const answered = [
      ...(Object.values(PUBLIC_MESSAGES).filter((message) => typeof message === 'string') as string[]),
      PUBLIC_MESSAGES.controlCharacters('Company'),
      PUBLIC_MESSAGES.invalidId('Product series'),
      PUBLIC_MESSAGES.notFound('Product series'),
      PUBLIC_MESSAGES.tooManySearches(1),
      PUBLIC_MESSAGES.tooManySearches(42),
      PUBLIC_MESSAGES.tooManyInquiries(600),
      PUBLIC_MESSAGES.seriesPageNotFound(12, 3, 2),
      ...REQUEST_MODULES.map((module) => PUBLIC_MESSAGES.fetchFailed(module)),
      PUBLIC_MESSAGES.fetchOneFailed('product series', 17),
    ];
    for (const message of answered) {
      const indonesian = translatePublicMessage(message, 'id');
      expect(indonesian).toBe(translateMessage(message, 'id'));
      expect(indonesian).not.toBe(message);
      expect(translatePublicMessage(message, 'en')).toBe(message);
    }
    expect(translatePublicMessage(PUBLIC_MESSAGES.tooManyInquiries(600), 'id')).toBe(
      'Terlalu banyak permintaan penawaran dari alamat Anda; coba lagi dalam 10 menit',
    );
  });

  it('leave a staff message, which the public pages never meet, as it is', () => {
    expect(translatePublicMessage(MESSAGES.twoFactorEnabled, 'id')).toBe(MESSAGES.twoFactorEnabled);
  });
});
