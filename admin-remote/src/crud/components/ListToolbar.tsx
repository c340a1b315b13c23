import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Input, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMessages } from '../../messages/messages';
import type { ListExport } from '../api/listExport';
import { ExportMenu } from './ExportMenu';

interface ListToolbarProps {
  title: string;
  /** Where Create goes; no Create button without it (inquiries come from visitors). */
  createTo?: string;
  /** What the search matches, for its label: the name unless said. */
  searchBy?: string;
  /** The search the list shows now (from its URL). */
  search: string;
  onSearch: (text: string) => void;
  /** More buttons before Create (the catalogue lists' Order). */
  actions?: ReactNode;
  /** What the list's Export menu downloads (issue 24): its path, current search and filters. */
  exportFrom?: ListExport;
}

/** Heading, search, the Export menu and the Create button above every admin list. */
export function ListToolbar({ title, createTo, searchBy, search, onSearch, actions, exportFrom }: ListToolbarProps) {
  const navigate = useNavigate();
  const m = useMessages();
  const by = searchBy ?? m.searchByName;
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {title}
      </Typography.Title>
      <Flex wrap gap={8} style={{ flex: '1 1 260px', justifyContent: 'flex-end' }}>
        <Input.Search
          aria-label={m.searchBy(title, by)}
          placeholder={m.searchPlaceholder(by)}
          allowClear
          // A new key when the list's search changes elsewhere (Back, a link): the box shows it.
          key={search}
          defaultValue={search}
          onSearch={onSearch}
          style={{ maxWidth: 280, flex: '1 1 180px' }}
        />
        {actions}
        {exportFrom && <ExportMenu list={exportFrom} title={title} />}
        {createTo && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(createTo)}>
            {m.create}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
