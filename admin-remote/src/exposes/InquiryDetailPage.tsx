import { useParams } from 'react-router-dom';
import { AdminProviders } from '../app/AdminProviders';
import { InquiryDetailPage } from '../features/inquiries/components/InquiryDetailPage';

export default function InquiryDetailPageExposed() {
  const { id } = useParams();
  return (
    <AdminProviders>
      {/* Another inquiry is another form: nothing typed for one leaks into the next. */}
      <InquiryDetailPage key={id} />
    </AdminProviders>
  );
}
