import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useMessages } from '../../messages/messages';

interface OrderedListProps<R extends { id: number; name: string }> {
  /** The list's accessible name. */
  label: string;
  rows: R[];
  /** A move is being saved: the buttons wait. */
  busy: boolean;
  onMove: (from: number, to: number) => void;
  /** A row's own content, before its Move up / Move down buttons. */
  content: (row: R) => ReactNode;
  /** Buttons after Move up / Move down (edit, delete). */
  actions?: (row: R) => ReactNode;
}

/** A list staff put in order: by dragging a row, or by its Move up / Move down buttons (the keyboard's way). */
export function OrderedList<R extends { id: number; name: string }>({ label, rows, busy, onMove, content, actions }: OrderedListProps<R>) {
  const m = useMessages();
  const [dragged, setDragged] = useState<number>();
  return (
    <ol aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row, index) => (
        <li
          key={row.id}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={() => {
            if (dragged !== undefined) onMove(dragged, index);
            setDragged(undefined);
          }}
          style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', padding: '4px 0', cursor: 'grab' }}
        >
          <Flex align="center" gap={8} wrap>
            <HolderOutlined aria-hidden />
            {content(row)}
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={m.moveUp(row.name)}
              disabled={index === 0 || busy}
              onClick={() => onMove(index, index - 1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={m.moveDown(row.name)}
              disabled={index === rows.length - 1 || busy}
              onClick={() => onMove(index, index + 1)}
            />
            {actions?.(row)}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
