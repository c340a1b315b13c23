// The series page's query (issue 20): which page of a series' models, and how many on a page.
// Absent means the first page of SERIES_PAGE_SIZE; anything else that is not a whole number in
// range is refused (422 with the message), so a page URL never silently shows another page.
import { z } from 'zod';
import { MESSAGES, PAGE_NUMBER_MAX, SERIES_PAGE_SIZE, SERIES_PAGE_SIZE_MAX } from '../messages';
import { asText, payload } from './fields';

/** A query parameter that must be a whole number from 1 to `max` when given. */
const wholeNumber = (fallback: number, max: number, message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined) return fallback;
      const text = asText(value)?.trim();
      if (text === undefined) return Number.NaN;
      if (text === '') return fallback;
      return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    },
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

export const seriesPageQuery = payload({
  page: wholeNumber(1, PAGE_NUMBER_MAX, MESSAGES.pageInvalid),
  per_page: wholeNumber(SERIES_PAGE_SIZE, SERIES_PAGE_SIZE_MAX, MESSAGES.seriesPageSizeInvalid),
});
export type SeriesPageQuery = z.output<typeof seriesPageQuery>;
