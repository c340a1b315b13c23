import type { Vendor } from '@mfe/shared-ui';
import { StatusPanel } from '../../../components/StatusPanel';
import { VendorRow } from './VendorRow';
import './DistributorList.css';

/** Spec §2: the Distributors of a manufacture type, one row each. */
export function DistributorList({ typeName, vendors }: { typeName: string; vendors: Vendor[] }) {
  return (
    <section className="pr-distributors" aria-labelledby="distributors-title">
      <div className="pr-container">
        <h2 id="distributors-title" className="pr-distributors__title">
          Distributors
        </h2>
        {vendors.length === 0 ? (
          <StatusPanel tone="empty" title="No distributors listed yet">
            <p>Please contact our sales team: we can still source {typeName.toLowerCase()} for you.</p>
          </StatusPanel>
        ) : (
          vendors.map((vendor) => <VendorRow key={vendor.id} typeName={typeName} vendor={vendor} />)
        )}
      </div>
    </section>
  );
}
