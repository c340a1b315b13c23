import type { ReactNode } from 'react';
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

/**
 * A list of entries edited in the form (the settings' History events and Our Services sections):
 * each in a card with Move up, Move down and Remove (buttons, so the keyboard's way too), and Add
 * at the end. Nothing is stored until the form is saved; the list's own refusal (a 422 on the
 * whole list) shows under it.
 */
export function EditableList<T>({ name, label, entryName, addLabel, newEntry, children }: EditableListProps<T>) {
  const m = useMessages();
  return (
    <Form.List name={name}>
      {(entries, { add, remove, move }, { errors }) => (
        <>
          <ol aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry, index) => {
              const called = entryName(index + 1);
              return (
                // The entry's key moves with it: a moved card keeps its inputs, and the focused button its focus.
                <li key={entry.key} style={{ marginBottom: 12 }}>
                  <Card
                    size="small"
                    title={
                      <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
                        {called}
                      </Typography.Title>
                    }
                    extra={
                      <Flex gap={4}>
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={m.moveUp(called)}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={m.moveDown(called)}
                          disabled={index === entries.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={m.removeEntry(called)}
                          onClick={() => remove(index)}
                        />
                      </Flex>
                    }
                  >
                    {children(entry.name)}
                  </Card>
                </li>
              );
            })}
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
