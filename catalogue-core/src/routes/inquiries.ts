// Inquiries (issue 14): a visitor's request for a quote (public; the adapter's intake counts it
// and e-mails sales), and the admin's list, detail, update and delete.
import { z } from 'zod';
import { inquiry, inquiryCreateInput, inquiryReceived, inquiryUpdateInput } from '../schemas/inquiries';
import * as responses from '../schemas/responses';
import { createInquiry, deleteInquiry, listInquiries, readInquiry, updateInquiry } from '../useCases/inquiries';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams, listQueryString } from './requestSchemas';

const tag = 'Inquiry';
const PATH = '/api/inquiry';

export const INQUIRY_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'inquiry.create',
    method: 'POST',
    path: `${PATH}/create`,
    access: 'public',
    doc: { tag, summary: 'Send a request for a quote (public; 422 with field messages)' },
    request: { body: inquiryCreateInput },
    response: { status: 201, schema: inquiryReceived },
    input: () => null,
    run: async ({ inquiries, intake }, _none, readForm) => createInquiry(inquiries, (await readForm()).fields, intake),
  }),
  catalogueRoute({
    id: 'inquiry.list',
    method: 'GET',
    path: PATH,
    access: 'staff',
    doc: { tag, summary: 'Paged list, newest first (search: name, company, e-mail or message contains; status: new, answered or closed)' },
    request: {
      query: listQueryString([]).extend({ status: z.string().optional().describe('new, answered or closed; absent or empty: any') }),
    },
    response: { status: 200, schema: responses.page(inquiry) },
    input: ({ query }) => query,
    run: ({ inquiries }, query) => listInquiries(inquiries, query),
  }),
  catalogueRoute({
    id: 'inquiry.detail',
    method: 'GET',
    path: `${PATH}/detail/:id`,
    access: 'staff',
    doc: { tag, summary: 'Detail' },
    request: { params: idParams },
    response: { status: 200, schema: responses.one(inquiry) },
    input: sentId,
    run: ({ inquiries }, id) => readInquiry(inquiries, id),
  }),
  catalogueRoute({
    id: 'inquiry.update',
    method: 'POST',
    path: `${PATH}/update/:id`,
    access: 'staff',
    doc: { tag, summary: 'Set the status and the notes' },
    request: { params: idParams, body: inquiryUpdateInput },
    response: { status: 200, schema: responses.saved(inquiry) },
    input: sentId,
    run: ({ inquiries }, id, readForm) => updateInquiry(inquiries, id, async () => (await readForm()).fields),
  }),
  catalogueRoute({
    id: 'inquiry.delete',
    method: 'DELETE',
    path: `${PATH}/delete/:id`,
    access: 'staff',
    doc: { tag, summary: 'Delete' },
    request: { params: idParams },
    response: { status: 200, schema: responses.deleted },
    input: sentId,
    run: ({ inquiries }, id) => deleteInquiry(inquiries, id),
  }),
];
