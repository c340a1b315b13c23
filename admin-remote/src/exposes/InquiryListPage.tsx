import { AdminProviders } from '../app/AdminProviders';
import { InquiryListPage } from '../features/inquiries/components/InquiryListPage';

export default function InquiryListPageExposed() {
  return (
    <AdminProviders>
      <InquiryListPage />
    </AdminProviders>
  );
}
