import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useLocale, useSnackbar, type RequestError } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useAreaRecordQuery } from '../../../crud/api/resourceApi';
import { useMessages } from '../../../messages/messages';
import { useCategoryAttributesQuery, useSaveBulkValuesMutation } from '../api/attributeApi';
import type { Attribute } from '../attributeTypes';
import { attributeLabel } from '../attributeLabel';
import { cellText } from '../cellText';
import { cellKey, changedValues, judgeCell, parseTsv, pastedCells, type GridModel } from '../gridCells';

/**
 * A series' models and their values (issue 24), loaded for the grid: rows the series' models,
 * columns its category's attributes in their order.
 */
export function SpecificationGrid({ seriesId }: { seriesId: number }) {
  const m = useMessages();
  const series = useAreaRecordQuery({ area: 'product-series', id: seriesId });
  const categoryId = series.data?.mt_product_category_id;
  const attributes = useCategoryAttributesQuery(categoryId ?? 0, { skip: categoryId === undefined });
  const models = (series.data?.mt_product ?? []) as GridModel[];
  return (
    <Card style={{ marginTop: 24 }} title={m.specGridTitle}>
      <Spin spinning={series.isLoading || attributes.isLoading}>
        {attributes.isError && <Alert type="error" showIcon title={m.attributesLoadFailed} />}
        {attributes.data && !attributes.data.length && <Empty description={m.specGridNoAttributes} />}
        {attributes.data && attributes.data.length > 0 && !models.length && <Empty description={m.specGridNoModels} />}
        {series.data && attributes.data && attributes.data.length > 0 && models.length > 0 && (
          <ValuesGrid seriesName={series.data.name} models={models} attributes={attributes.data} />
        )}
      </Spin>
    </Card>
  );
}

interface Position {
  row: number;
  col: number;
}

interface ValuesGridProps {
  seriesName: string;
  models: GridModel[];
  attributes: Attribute[];
}

/**
 * The grid itself, worked as a spreadsheet: one cell is focused (arrow keys, Home / End, Tab);
 * Enter or F2 edits it (or typing, which replaces its text), Enter or Tab keeps the edit and moves
 * on, Escape drops it; Delete empties it; a block pasted (tab-separated, from a spreadsheet) fills
 * the cells from the focused one. Each typed cell is judged as the API will judge it and shows its
 * message; Save sends every changed cell in one call.
 */
export function ValuesGrid({ seriesName, models, attributes }: ValuesGridProps) {
  const m = useMessages();
  const locale = useLocale();
  const snackbar = useSnackbar();
  const [focus, setFocus] = useState<Position>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ at: Position; text: string } | null>(null);
  /** The texts typed or pasted, by cell key; a cell not in here shows its stored value. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  /** The API's refusals of the last save, by cell key (until the cell is typed again). */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [save, saving] = useSaveBulkValuesMutation();
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  /** The focused cell takes the browser's focus after a move or an edit's end by the keyboard (never on load, nor on a click elsewhere). */
  const focusPending = useRef(false);
  const words = { yes: m.yes, no: m.no };

  const at = ({ row, col }: Position) => ({ model: models[row]!, attribute: attributes[col]! });
  const storedOf = (model: GridModel, attribute: Attribute) => model.attributes?.[attribute.id];
  const textOf = (model: GridModel, attribute: Attribute) =>
    edits[cellKey(model.id, attribute.id)] ?? cellText(storedOf(model, attribute), locale, words);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    // An edit begun with the move (a double click) has its input focused instead.
    if (!editing) cells.current.get(`${focus.row}:${focus.col}`)?.focus();
  }, [focus, editing]);

  const moveTo = (row: number, col: number) => {
    focusPending.current = true;
    setFocus({ row: Math.max(0, Math.min(models.length - 1, row)), col: Math.max(0, Math.min(attributes.length - 1, col)) });
  };
  const setTexts = (texts: Record<string, string>) => {
    setEdits((before) => ({ ...before, ...texts }));
    setRefused((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !(key in texts))));
  };
  const startEdit = (text?: string) => {
    const { model, attribute } = at(focus);
    setEditing({ at: focus, text: text ?? textOf(model, attribute) });
  };
  /** Keeps an edit's text (one that leaves the text as shown changes nothing) and ends it. */
  const keep = (edit: { at: Position; text: string }) => {
    const { model, attribute } = at(edit.at);
    if (edit.text !== textOf(model, attribute)) setTexts({ [cellKey(model.id, attribute.id)]: edit.text });
    setEditing(null);
  };
  /** Keeps the edit, then moves by (rows, cols). */
  const commit = (rows: number, cols: number) => {
    if (!editing) return;
    keep(editing);
    moveTo(editing.at.row + rows, editing.at.col + cols);
  };

  const onCellKey = (event: KeyboardEvent) => {
    const { row, col } = focus;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      return moveTo(...target);
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      return moveTo(row, event.key === 'Home' ? 0 : attributes.length - 1);
    }
    if (event.key === 'Tab') {
      const next = col + (event.shiftKey ? -1 : 1);
      // At the row's end, Tab leaves the grid as it would leave any control.
      if (next < 0 || next >= attributes.length) return;
      event.preventDefault();
      return moveTo(row, next);
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      return startEdit();
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const { model, attribute } = at(focus);
      return setTexts({ [cellKey(model.id, attribute.id)]: '' });
    }
    // A character typed starts an edit that replaces the cell's text.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEdit(event.key);
    }
  };

  const onEditorKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(1, 0);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(0, event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      focusPending.current = true;
      setEditing(null);
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    // Within an edit, a single value is pasted into its input as usual.
    if (editing && !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    const from = editing?.at ?? focus;
    setEditing(null);
    const texts = pastedCells(parseTsv(text), from, models, attributes);
    setTexts(texts);
    snackbar.success(m.specGridPasted(Object.keys(texts).length));
  };

  // What the typed cells come to: their messages, and how many change or must be corrected.
  const judged = new Map<string, ReturnType<typeof judgeCell>>();
  for (const model of models)
    for (const attribute of attributes) {
      const key = cellKey(model.id, attribute.id);
      if (key in edits) judged.set(key, judgeCell(attribute, edits[key]!, storedOf(model, attribute), locale));
    }
  const invalid = [...judged.values()].filter((cell) => cell.error !== undefined).length + Object.keys(refused).length;
  const changed = [...judged.values()].filter((cell) => cell.changed).length;

  const submit = async () => {
    try {
      const answer = await save(changedValues(edits, models, attributes, locale)).unwrap();
      setEdits({});
      setRefused({});
      snackbar.success(translateMessage(answer.message, locale));
    } catch (error) {
      // A 422 names each refused cell: values.{product}.{attribute}.
      const errors = (error as Partial<RequestError>).data?.errors ?? {};
      setRefused(
        Object.fromEntries(
          Object.entries(errors).flatMap(([name, messages]) => {
            const [, productId, attributeId] = name.split('.');
            return productId && attributeId ? [[`${productId}:${attributeId}`, translateMessage(messages[0] ?? '', locale)]] : [];
          }),
        ),
      );
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">
        {m.specGridHelp} {m.specGridNumbers}
      </Typography.Paragraph>
      <div style={{ overflowX: 'auto' }}>
        <table role="grid" aria-label={m.specGridLabel(seriesName)} onPaste={onPaste} style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={headStyle}>
                {m.specGridModel}
              </th>
              {attributes.map((attribute) => (
                <th key={attribute.id} scope="col" style={headStyle}>
                  {attributeLabel(attribute, locale)}
                  {attribute.unit && <Typography.Text type="secondary"> ({attribute.unit})</Typography.Text>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {models.map((model, row) => (
              <tr key={model.id}>
                <th scope="row" style={headStyle}>
                  {model.name}
                </th>
                {attributes.map((attribute, col) => {
                  const key = cellKey(model.id, attribute.id);
                  const focused = focus.row === row && focus.col === col;
                  const label = m.specGridCell(attributeLabel(attribute, locale), model.name);
                  const cell = judged.get(key);
                  const message = cell?.error ?? refused[key];
                  const isEditing = editing?.at.row === row && editing.at.col === col;
                  return (
                    <td
                      key={attribute.id}
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${col}`, element);
                        else cells.current.delete(`${row}:${col}`);
                      }}
                      role="gridcell"
                      aria-label={label}
                      aria-invalid={message ? true : undefined}
                      aria-selected={focused}
                      tabIndex={focused ? 0 : -1}
                      onKeyDown={isEditing ? undefined : onCellKey}
                      onClick={() => moveTo(row, col)}
                      onDoubleClick={() => {
                        moveTo(row, col);
                        setEditing({ at: { row, col }, text: textOf(model, attribute) });
                      }}
                      style={{
                        ...cellStyle,
                        outline: focused ? '2px solid #1677ff' : undefined,
                        background: message ? '#fff2f0' : cell?.changed ? '#fffbe6' : undefined,
                      }}
                    >
                      {isEditing ? (
                        <input
                          aria-label={label}
                          autoFocus
                          value={editing.text}
                          onChange={(event) => setEditing({ at: editing.at, text: event.target.value })}
                          onKeyDown={onEditorKey}
                          // Leaving the cell otherwise (a click elsewhere, Save) keeps what was typed, as a spreadsheet does.
                          onBlur={() => {
                            if (!focusPending.current) keep(editing);
                          }}
                          style={{ width: '100%', border: 0, outline: 'none', background: 'transparent', font: 'inherit' }}
                        />
                      ) : (
                        <span>{textOf(model, attribute)}</span>
                      )}
                      {message && (
                        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                          {message}
                        </Typography.Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex gap={12} align="center" style={{ marginTop: 16 }} wrap>
        <Button type="primary" onClick={() => void submit()} loading={saving.isLoading} disabled={!changed || invalid > 0}>
          {m.specGridSave}
        </Button>
        <Button
          onClick={() => {
            setEdits({});
            setRefused({});
          }}
          disabled={!Object.keys(edits).length}
        >
          {m.specGridDiscard}
        </Button>
        <span role="status">
          {changed > 0 && <Typography.Text>{m.specGridChanged(changed)}</Typography.Text>}{' '}
          {invalid > 0 && <Typography.Text type="danger">{m.specGridInvalid(invalid)}</Typography.Text>}
        </span>
      </Flex>
    </>
  );
}

const headStyle = {
  border: '1px solid rgba(0,0,0,0.12)',
  padding: '4px 8px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  background: '#fafafa',
} as const;
const cellStyle = { border: '1px solid rgba(0,0,0,0.12)', padding: '4px 8px', minWidth: 120, cursor: 'cell' } as const;
