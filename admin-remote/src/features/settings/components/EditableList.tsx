import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMessages } from '../../../messages/messages';

interface EditableListProps<T> {
  /** The list's form name: 'history', 'services'. */
  name: string;
  /** The list's name, for its <ol>. */
  label: string;
  /** What one entry is called by its place (from 1): 'Event 2'. */
  entryName: (position: number) => string;
  addLabel: string;
  /** A new entry's values (added at the end). */
  newEntry: () => T;
  /** One entry's fields, named relative to it: Form.Item name={[entry, 'title']}. */
  children: (entry: number) => ReactNode;
}

type Direction = 'up' | 'down';

/**
 * A list of entries edited in the form (the settings' History events and Our Services sections):
 * each in a card with Move up, Move down and Remove (buttons, so the keyboard's way too), and Add
 * at the end. Nothing is stored until the form is saved; the list's own refusal (a 422 on the
 * whole list) shows under it.
 */
export function EditableList<T>({ name, label, entryName, addLabel, newEntry, children }: EditableListProps<T>) {
  /** The entry just moved by its button: its button keeps the focus (the other one when it reached an end). */
  const moved = useRef<{ key: number; direction: Direction } | null>(null);
  return (
    <Form.List name={name}>
      {(entries, { add, remove, move }, { errors }) => (
        <>
          <ol aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry, index) => (
              // The entry's key moves with it: a moved card keeps its inputs.
              <li key={entry.key} style={{ marginBottom: 12 }}>
                <Card
                  size="small"
                  title={
                    <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
                      {entryName(index + 1)}
                    </Typography.Title>
                  }
                  extra={
                    <EntryButtons
                      called={entryName(index + 1)}
                      first={index === 0}
                      last={index === entries.length - 1}
                      focused={moved.current?.key === entry.key ? moved.current.direction : null}
                      onFocused={() => (moved.current = null)}
                      onMove={(direction) => {
                        moved.current = { key: entry.key, direction };
                        move(index, direction === 'up' ? index - 1 : index + 1);
                      }}
                      onRemove={() => remove(index)}
                    />
                  }
                >
                  {children(entry.name)}
                </Card>
              </li>
            ))}
          </ol>
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add(newEntry())} style={{ marginBottom: 24 }}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

interface EntryButtonsProps {
  called: string;
  first: boolean;
  last: boolean;
  /** The button to focus after this entry moved, if it just did. */
  focused: Direction | null;
  /** The focus is where it belongs: nothing to do on the next render. */
  onFocused: () => void;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
}

/** One entry's Move up, Move down and Remove. */
function EntryButtons({ called, first, last, focused, onFocused, onMove, onRemove }: EntryButtonsProps) {
  const m = useMessages();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // After a move (the render it caused): the pressed button keeps the focus, or, disabled once the
  // entry reached an end (a disabled button loses it), the other one takes it, so the keyboard can carry on.
  useEffect(() => {
    if (!focused) return;
    if (focused === 'up') (first ? down : up).current?.focus();
    else (last ? up : down).current?.focus();
    onFocused();
  });
  return (
    <Flex gap={4}>
      <Button
        ref={up}
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={m.moveUp(called)}
        disabled={first}
        onClick={() => onMove('up')}
      />
      <Button
        ref={down}
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={m.moveDown(called)}
        disabled={last}
        onClick={() => onMove('down')}
      />
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={m.removeEntry(called)} onClick={onRemove} />
    </Flex>
  );
}
