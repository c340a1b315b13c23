import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/createAppStore';
import { localeChosen } from './localeSlice';
import { createMessageCatalogue, missingMessageKeys } from './messageCatalogue';
import { formatDate, formatNumber } from './formatting';

const en = { greeting: 'Hello', items: (count: number) => `${count} items` };
type Messages = typeof en;
const id: Messages = { greeting: 'Halo', items: (count: number) => `${count} barang` };

describe('a message catalogue', () => {
  it('loads only the page locale, then renders in it; a change of locale loads the other', async () => {
    const loaders = { en: jest.fn(async () => ({ default: en })), id: jest.fn(async () => ({ default: id })) };
    const catalogue = createMessageCatalogue<Messages>(loaders);
    const store = createAppStore({ locale: 'id' });
    function Greeting() {
      const messages = catalogue.useMessages();
      return (
        <p>
          {messages.greeting} {messages.items(3)}
        </p>
      );
    }
    // In act: React retries a suspended render when the dictionary arrives.
    await act(async () => {
      render(
        <Provider store={store}>
          <Suspense fallback={<p>loading</p>}>
            <Greeting />
          </Suspense>
        </Provider>,
      );
    });
    expect(await screen.findByText('Halo 3 barang')).toBeTruthy();
    expect(loaders.en).not.toHaveBeenCalled();
    await act(async () => {
      store.dispatch(localeChosen('en'));
    });
    expect(await screen.findByText('Hello 3 items')).toBeTruthy();
    expect(catalogue.loaded('id')).toBe(id);
  });

  it('names every key a locale lacks, leaves empty or adds', () => {
    expect(missingMessageKeys({ en, id })).toEqual([]);
    expect(missingMessageKeys({ en, id: { greeting: '', other: 'x' } })).toEqual([
      { locale: 'id', key: 'greeting', problem: 'empty' },
      { locale: 'id', key: 'items', problem: 'missing' },
      { locale: 'id', key: 'other', problem: 'extra' },
    ]);
  });
});

describe('formatting', () => {
  it('writes dates and numbers the Indonesian way in id', () => {
    expect(formatDate('2026-08-17T10:00:00Z', 'id')).toBe('17 Agustus 2026');
    expect(formatDate('2026-08-17T10:00:00Z', 'en')).toBe('17 August 2026');
    expect(formatNumber(1500000, 'id')).toBe('1.500.000');
    expect(formatNumber(1500000, 'en')).toBe('1,500,000');
    expect(formatDate('not a date', 'id')).toBe('');
  });
});
