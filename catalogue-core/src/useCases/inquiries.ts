// Inquiries (issue 14): a visitor's request for a quote, and what staff read and set of it.
import { notFound, routeId, unprocessable } from '../errors';
import { listQueryOf } from '../listing';
import { INQUIRY_STATUSES, MESSAGES, savedMessage, type InquiryStatus } from '../messages';
import { paged } from '../paging';
import { inquiryCreateInput, inquiryUpdateInput, type Inquiry } from '../schemas/inquiries';
import { parse } from '../schemas/parse';
import type { InquiryQuery, InquiryStore } from '../store';
import { created, ok, type Answer, type ReadPayload } from './answer';

const THING = 'Inquiry';

/** What an adapter adds to taking an inquiry in: its spam limit and its e-mail to sales. */
export interface InquiryIntake {
  /**
   * Count this inquiry against the visitor's allowance, or refuse it (a 429 CatalogueError).
   * Called only for an inquiry that is valid and will be stored: bad input costs no allowance.
   */
  admit?(): Promise<void>;
  /**
   * Set when the adapter e-mails inquiries to sales: the inquiry is stored with email_status
   * 'pending', then this is called with its id. It must not keep the visitor waiting.
   */
  sendToSales?(id: number): void;
}

/** The fields a list's search looks in (contains, any case). */
export const INQUIRY_SEARCH_FIELDS = ['name', 'company', 'email', 'message'] as const;

/** A list query of the inquiries: page, search and status ('' or absent: any; another value: 422). */
export function inquiryQueryOf(query: Record<string, unknown> | undefined): InquiryQuery {
  const raw = typeof query?.status === 'string' ? query.status.trim() : query?.status;
  let status: InquiryStatus | null = null;
  if (raw !== undefined && raw !== '') {
    if (!INQUIRY_STATUSES.includes(raw as InquiryStatus)) throw unprocessable({ status: [MESSAGES.inquiryStatusInvalid] });
    status = raw as InquiryStatus;
  }
  return { ...listQueryOf(query, []), status };
}

/** Whether an inquiry passes the list's search and status filter (for stores that filter rows themselves). */
export function inquiryMatches(query: InquiryQuery, row: Pick<Inquiry, (typeof INQUIRY_SEARCH_FIELDS)[number] | 'status'>): boolean {
  if (query.status !== null && row.status !== query.status) return false;
  if (!query.search) return true;
  const search = query.search.toLowerCase();
  return INQUIRY_SEARCH_FIELDS.some((field) => row[field]?.toLowerCase().includes(search));
}

/**
 * The public create: 422 with the field messages, the honeypot answered like a success with
 * nothing stored, an unknown series or model 422 on its field, then stored as 'new' with the
 * series' and the models' names.
 */
export async function createInquiry(store: InquiryStore, payload: unknown, intake: InquiryIntake = {}): Promise<Answer> {
  const input = parse(inquiryCreateInput, payload);
  const received = created({ message: MESSAGES.inquiryReceived });
  // A bot filled the field people do not see: it learns nothing from the answer.
  if (input.website.trim()) return received;
  const seriesId = input.mt_product_series_id;
  const seriesName = seriesId === null ? null : await store.seriesName(seriesId);
  if (seriesId !== null && seriesName === null) throw unprocessable({ mt_product_series_id: [MESSAGES.invalidId('Product series')] });
  const products = await namedProducts(store, input.mt_product_ids);
  await intake.admit?.();
  const id = await store.addInquiry({
    name: input.name,
    company: input.company,
    email: input.email,
    phone: input.phone,
    message: input.message,
    mt_product_series_id: seriesId,
    series_name: seriesName,
    mt_products: products,
    locale: input.locale,
    status: 'new',
    notes: null,
    email_status: intake.sendToSales ? 'pending' : 'off',
    email_error: null,
  });
  intake.sendToSales?.(id);
  return received;
}

/**
 * The models an inquiry names (issue 24), with their names now, in the order sent; an id that is
 * no model: 422 on mt_product_ids.
 */
async function namedProducts(store: InquiryStore, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  const names = new Map((await store.productNames(ids)).map((p) => [p.id, p.name]));
  if (ids.some((id) => !names.has(id))) throw unprocessable({ mt_product_ids: [MESSAGES.invalidId('Product')] });
  return ids.map((id) => ({ id, name: names.get(id)! }));
}

/** A page of the inquiries, newest first. */
export async function listInquiries(store: InquiryStore, query: Record<string, unknown> | undefined): Promise<Answer> {
  const list = inquiryQueryOf(query);
  const { rows, total } = await store.inquiryPage(list);
  return ok({ data: paged(rows, total, list) });
}

export async function readInquiry(store: InquiryStore, rawId: unknown): Promise<Answer> {
  const id = routeId(THING, rawId);
  const data = await store.inquiry(id);
  if (!data) throw notFound(THING, id);
  return ok({ data });
}

/** Staff set the status and the notes (an unknown id answers 404 whatever the body holds). */
export async function updateInquiry(store: InquiryStore, rawId: unknown, readPayload: ReadPayload<unknown>): Promise<Answer> {
  const id = routeId(THING, rawId);
  if (!(await store.inquiry(id))) throw notFound(THING, id);
  const input = parse(inquiryUpdateInput, await readPayload());
  if (!(await store.updateInquiry(id, { status: input.status, notes: input.notes }))) throw notFound(THING, id);
  return ok({ message: savedMessage(THING, 'updated'), data: await store.inquiry(id) });
}

export async function deleteInquiry(store: InquiryStore, rawId: unknown): Promise<Answer> {
  const id = routeId(THING, rawId);
  if (!(await store.deleteInquiry(id))) throw notFound(THING, id);
  return ok({ message: savedMessage(THING, 'deleted'), data: { id } });
}
