import { memo, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useLocale, useSnackbar, type Locale, type RequestError } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useLeaveGuard } from '../../../crud/hooks/useLeaveGuard';
import { useMessages } from '../../../messages/messages';
import { useSaveBulkValuesMutation } from '../api/attributeApi';
import type { Attribute } from '../attributeTypes';
import { attributeLabel } from '../attributeLabel';
import { cellText } from '../cellText';
import { cellKey, changedValues, judgeCell, parseTsv, pastedCells, type GridModel, type JudgedCell } from '../gridCells';

interface Position {
  row: number;
  col: number;
}

interface Edit {
  at: Position;
  text: string;
}

export interface ValuesGridProps {
  /** The grid's accessible name ('Specifications of …'). */
  label: string;
  models: GridModel[];
  attributes: Attribute[];
  /** The models come from several series (a category's grid): a read-only Series column names each one's. */
  showSeries?: boolean;
  /** Told whenever the grid comes to have, or no longer has, unsaved cells (a category's pager asks before another page). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * The specification grid (issue 24), whatever its models' source (a series, a page of a category),
 * worked as a spreadsheet: one cell is focused (arrow keys, Home / End, Tab); Enter or F2 edits it
 * (or typing, which replaces its text), Enter or Tab keeps the edit and moves on, Escape drops it;
 * Delete empties it; a block pasted (tab-separated, from a spreadsheet) fills the cells from the
 * focused one. Each typed cell is judged as the API will judge it and shows its message; Save sends
 * every changed cell in one call. Leaving with unsaved cells asks first. Rows are memoised, so a
 * keystroke re-renders the edited row only (a grid of hundreds of models stays quick).
 */
export function ValuesGrid({ label, models, attributes, showSeries = false, onUnsavedChange }: ValuesGridProps) {
  const m = useMessages();
  const locale = useLocale();
  const snackbar = useSnackbar();
  const [focus, setFocus] = useState<Position>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Edit | null>(null);
  /** The texts typed or pasted, by cell key; a cell not in here shows its stored value. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  /** The API's refusals of the last save, by cell key (until the cell is typed again). */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [save, saving] = useSaveBulkValuesMutation();
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  /** The focused cell takes the browser's focus after a move or an edit's end by the keyboard (never on load, nor on a click elsewhere). */
  const focusPending = useRef(false);
  const words = { yes: m.yes, no: m.no };

  // What the typed cells come to (only those: a grid of hundreds of rows is not judged whole), their messages, and how many change or must be corrected.
  const judged = useMemo(() => judgeEdits(edits, models, attributes, locale), [edits, models, attributes, locale]);
  const invalid = [...judged.values()].filter((cell) => cell.error !== undefined).length + Object.keys(refused).length;
  const changed = [...judged.values()].filter((cell) => cell.changed).length;
  const unsaved = changed > 0;
  useLeaveGuard(unsaved, m.specGridUnsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [onUnsavedChange, unsaved]);

  const at = ({ row, col }: Position) => ({ model: models[row]!, attribute: attributes[col]! });
  const textOf = (model: GridModel, attribute: Attribute) =>
    edits[cellKey(model.id, attribute.id)] ?? cellText(model.attributes?.[attribute.id], locale, words);

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
  const keep = (edit: Edit) => {
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

  // The rows' handlers, the same functions for the grid's life (a memoised row is not re-rendered
  // for a new one), each calling this render's.
  const current = { onCellKey, onEditorKey, moveTo, setEditing, keep, textOf, at, focusPending };
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const actions = useMemo<RowActions>(
    () => ({
      onCellKey: (event) => latest.current.onCellKey(event),
      onEditorKey: (event) => latest.current.onEditorKey(event),
      click: (row, col) => latest.current.moveTo(row, col),
      doubleClick: (row, col) => {
        const { moveTo: move, setEditing: edit, textOf: text, at: cellAt } = latest.current;
        move(row, col);
        const { model, attribute } = cellAt({ row, col });
        edit({ at: { row, col }, text: text(model, attribute) });
      },
      type: (edit) => latest.current.setEditing(edit),
      blur: (edit) => {
        if (!latest.current.focusPending.current) latest.current.keep(edit);
      },
      cellRef: (row, col, element) => {
        if (element) cells.current.set(`${row}:${col}`, element);
        else cells.current.delete(`${row}:${col}`);
      },
    }),
    [],
  );

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
        <table role="grid" aria-label={label} onPaste={onPaste} style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={headStyle}>
                {m.specGridModel}
              </th>
              {showSeries && (
                <th scope="col" style={headStyle}>
                  {m.specGridSeries}
                </th>
              )}
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
              <GridRow
                key={model.id}
                model={model}
                row={row}
                attributes={attributes}
                showSeries={showSeries}
                focusCol={focus.row === row ? focus.col : null}
                editing={editing?.at.row === row ? editing : null}
                edits={edits}
                judged={judged}
                refused={refused}
                actions={actions}
              />
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

/** The typed cells judged, by cell key (a key of a model or an attribute no longer shown is left out). */
function judgeEdits(edits: Record<string, string>, models: GridModel[], attributes: Attribute[], locale: Locale): Map<string, JudgedCell> {
  const modelById = new Map(models.map((model) => [model.id, model]));
  const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const judged = new Map<string, JudgedCell>();
  for (const [key, text] of Object.entries(edits)) {
    const [productId, attributeId] = key.split(':').map(Number);
    const model = modelById.get(productId!);
    const attribute = attributeById.get(attributeId!);
    if (model && attribute) judged.set(key, judgeCell(attribute, text, model.attributes?.[attribute.id], locale));
  }
  return judged;
}

interface RowActions {
  onCellKey(event: KeyboardEvent): void;
  onEditorKey(event: KeyboardEvent): void;
  click(row: number, col: number): void;
  doubleClick(row: number, col: number): void;
  type(edit: Edit): void;
  blur(edit: Edit): void;
  cellRef(row: number, col: number, element: HTMLTableCellElement | null): void;
}

interface GridRowProps {
  model: GridModel;
  row: number;
  attributes: Attribute[];
  showSeries: boolean;
  /** The focused cell's column when it is in this row. */
  focusCol: number | null;
  /** The edit under way when it is in this row. */
  editing: Edit | null;
  edits: Record<string, string>;
  judged: Map<string, JudgedCell>;
  refused: Record<string, string>;
  actions: RowActions;
}

/** One model's row; re-rendered only when its focus, its edit or the grid's cells change. */
const GridRow = memo(function GridRow({ model, row, attributes, showSeries, focusCol, editing, edits, judged, refused, actions }: GridRowProps) {
  const m = useMessages();
  const locale = useLocale();
  const words = { yes: m.yes, no: m.no };
  return (
    <tr>
      <th scope="row" style={headStyle}>
        {model.name}
      </th>
      {showSeries && <td style={{ ...headStyle, fontWeight: 'normal' }}>{model.series}</td>}
      {attributes.map((attribute, col) => {
        const key = cellKey(model.id, attribute.id);
        const focused = focusCol === col;
        const label = m.specGridCell(attributeLabel(attribute, locale), model.name);
        const cell = judged.get(key);
        const message = cell?.error ?? refused[key];
        const isEditing = editing?.at.col === col;
        return (
          <td
            key={attribute.id}
            ref={(element) => actions.cellRef(row, col, element)}
            role="gridcell"
            aria-label={label}
            aria-invalid={message ? true : undefined}
            aria-selected={focused}
            tabIndex={focused ? 0 : -1}
            onKeyDown={isEditing ? undefined : actions.onCellKey}
            onClick={() => actions.click(row, col)}
            onDoubleClick={() => actions.doubleClick(row, col)}
            style={{
              ...cellStyle,
              outline: focused ? '2px solid #1677ff' : undefined,
              background: message ? '#fff2f0' : cell?.changed ? '#fffbe6' : undefined,
            }}
          >
            {isEditing && editing ? (
              <input
                aria-label={label}
                autoFocus
                value={editing.text}
                onChange={(event) => actions.type({ at: editing.at, text: event.target.value })}
                onKeyDown={actions.onEditorKey}
                // Leaving the cell otherwise (a click elsewhere, Save) keeps what was typed, as a spreadsheet does.
                onBlur={() => actions.blur(editing)}
                style={{ width: '100%', border: 0, outline: 'none', background: 'transparent', font: 'inherit' }}
              />
            ) : (
              <span>{edits[key] ?? cellText(model.attributes?.[attribute.id], locale, words)}</span>
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
  );
});

const headStyle = {
  border: '1px solid rgba(0,0,0,0.12)',
  padding: '4px 8px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  background: '#fafafa',
} as const;
const cellStyle = { border: '1px solid rgba(0,0,0,0.12)', padding: '4px 8px', minWidth: 120, cursor: 'cell' } as const;
