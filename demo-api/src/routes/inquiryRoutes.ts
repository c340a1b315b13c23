// Inquiries (issue 14): the core's use cases over the demo's tables. No address limit in a
// browser and no e-mail (email_status 'off'); the honeypot and the validation are the core's.
import { createInquiry, deleteInquiry, listInquiries, readInquiry, updateInquiry } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';

export function inquiryRoutes(): DemoRoute[] {
  return [
    route('POST /api/inquiry/create', (req, { inquiries }) => createInquiry(inquiries, req.fields), { public: true }),
    route('GET /api/inquiry', (req, { inquiries }) => listInquiries(inquiries, req.query)),
    route('GET /api/inquiry/detail/:id', (req, { inquiries }) => readInquiry(inquiries, req.params.id)),
    route('POST /api/inquiry/update/:id', (req, { inquiries }) => updateInquiry(inquiries, req.params.id, () => req.fields)),
    route('DELETE /api/inquiry/delete/:id', (req, { inquiries }) => deleteInquiry(inquiries, req.params.id)),
  ];
}
