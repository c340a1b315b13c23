import { Descriptions } from 'antd';
import { dateText, sizeText } from '../assetFacts';
import { useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';

interface AssetFactsProps {
  asset: { mime: string; size: number; created_at?: string | null; updated_at?: string | null };
  /** How many records link it (its detail's linked_count). */
  linkedCount: number;
}

/** An asset's stored facts: type, size, when it was uploaded and changed, how many records use it. */
export function AssetFacts({ asset, linkedCount }: AssetFactsProps) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginTop: 12 }}
      items={[
        { key: 'type', label: m.factType, children: asset.mime },
        { key: 'size', label: m.factSize, children: sizeText(asset.size, locale) },
        { key: 'uploaded', label: m.factUploaded, children: dateText(asset.created_at, locale) },
        { key: 'updated', label: m.factUpdated, children: dateText(asset.updated_at, locale) },
        { key: 'used', label: m.factUsedBy, children: linkedCount ? m.recordCount(linkedCount) : m.none },
      ]}
    />
  );
}
