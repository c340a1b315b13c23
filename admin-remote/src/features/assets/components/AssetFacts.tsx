import { Descriptions } from 'antd';
import { dateText, sizeText } from '../assetFacts';

interface AssetFactsProps {
  asset: { mime: string; size: number; created_at?: string | null; updated_at?: string | null };
  /** How many records link it (its detail's linked_count). */
  linkedCount: number;
}

/** An asset's stored facts: type, size, when it was uploaded and changed, how many records use it. */
export function AssetFacts({ asset, linkedCount }: AssetFactsProps) {
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginTop: 12 }}
      items={[
        { key: 'type', label: 'Type', children: asset.mime },
        { key: 'size', label: 'Size', children: sizeText(asset.size) },
        { key: 'uploaded', label: 'Uploaded', children: dateText(asset.created_at) },
        { key: 'updated', label: 'Updated', children: dateText(asset.updated_at) },
        { key: 'used', label: 'Used by', children: linkedCount ? `${linkedCount} record(s)` : 'None' },
      ]}
    />
  );
}
