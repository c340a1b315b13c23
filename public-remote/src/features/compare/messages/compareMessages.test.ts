import { missingMessageKeys } from '@mfe/shared-ui';
import { PUBLIC_MESSAGES } from '@mfe/catalogue-core/public-messages';
import { PUBLIC_MESSAGES_ID } from '@mfe/catalogue-core/public-messages-id';
import en from './en';
import id from './id';

describe('the compare page’s messages (issue 24)', () => {
  it('has every English key in Indonesian, none empty and none extra', () => {
    expect(missingMessageKeys({ en, id })).toEqual([]);
  });

  it('says a link is not right in the API’s own words, in both languages', () => {
    expect([en.compareIdsInvalid, en.compareTooMany]).toEqual([PUBLIC_MESSAGES.compareIdsInvalid, PUBLIC_MESSAGES.compareTooMany]);
    expect([id.compareIdsInvalid, id.compareTooMany]).toEqual([PUBLIC_MESSAGES_ID.compareIdsInvalid, PUBLIC_MESSAGES_ID.compareTooMany]);
  });
});
