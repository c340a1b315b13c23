// The product list's Import (issue 24): a steps wizard in a dialog. Choose a CSV or XLSX file (a
// first dry run reads its headers and the API's default mapping) → map its columns (the mapping
// remembered per header row) → the dry run's result (counts, each row's action, every error with
// its row and column, filter to errors) → the commit (upload progress, then the one transaction,
// its rows saved as the API streams them) → a summary. A dry run of many rows shows its rows checked.
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Result, Select, Space, Steps, Switch, Table, Tag, Typography, Upload } from 'antd';
import { ImportOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportError, ImportRowResult, ImportTotals, WorkProgress } from '@mfe/catalogue-core';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useLocale } from '@mfe/shared-ui';
import { useMessages } from '../../messages/messages';
import { useImportProductsMutation, type ImportAnswer } from './importApi';
import { rememberMapping, startingMapping } from './rememberedMapping';
import { targetOptions } from './importTargets';

type Step = 'file' | 'mapping' | 'check' | 'commit' | 'done';
const STEPS: Step[] = ['file', 'mapping', 'check', 'commit', 'done'];

const ACTION_COLORS = { create: 'green', update: 'blue', unchanged: 'default', error: 'red' } as const;

/** The message of a refused call, in the staff's language. */
const failureOf = (error: unknown, locale: 'en' | 'id') => {
  const message = (error as { data?: { message?: string } })?.data?.message;
  return message ? translateMessage(message, locale) : String(error);
};

/** The server's work as it streams it: what it does, and the part done. */
function WorkProgressBar({ progress }: { progress: WorkProgress }) {
  const m = useMessages();
  return (
    <Flex vertical gap={4} role="status">
      <Typography.Text>{m.importProgress(progress)}</Typography.Text>
      <Progress percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 100} status="active" />
    </Flex>
  );
}

export function ProductImportDialog({ onImported }: { onImported?: () => void }) {
  const m = useMessages();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [check, setCheck] = useState<ImportAnswer['data'] | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [working, setWorking] = useState<WorkProgress | null>(null);
  const [done, setDone] = useState<{ message: string; totals: ImportTotals } | null>(null);
  const [send, { isLoading }] = useImportProductsMutation();

  const reset = () => {
    setStep('file');
    setFile(null);
    setCheck(null);
    setFailure(null);
    setOnlyErrors(false);
    setDone(null);
  };

  const chooseFile = async (chosen: File) => {
    setFailure(null);
    setFile(chosen);
    try {
      const answer = await send({ file: chosen, mapping: null, dryRun: true }).unwrap();
      const found = answer.data.headers ?? [];
      setHeaders(found);
      setMapping(startingMapping(found, answer.data.mapping ?? {}));
      setStep('mapping');
    } catch (error) {
      setFailure(failureOf(error, locale));
    }
  };

  const runCheck = async () => {
    if (!file) return;
    setFailure(null);
    const chosen = Object.fromEntries(Object.entries(mapping).filter(([, target]) => target));
    rememberMapping(headers, chosen);
    setWorking(null);
    try {
      setCheck((await send({ file, mapping: chosen, dryRun: true, onProgress: setWorking }).unwrap()).data);
      setStep('check');
    } catch (error) {
      setFailure(failureOf(error, locale));
    } finally {
      setWorking(null);
    }
  };

  const commit = async () => {
    if (!file) return;
    setFailure(null);
    setUploaded(0);
    setWorking(null);
    setStep('commit');
    try {
      const answer = await send({ file, mapping, dryRun: false, onUploadProgress: setUploaded, onProgress: setWorking }).unwrap();
      setDone({ message: translateMessage(answer.message ?? m.importDone, locale), totals: answer.data.totals });
      setStep('done');
      onImported?.();
    } catch (error) {
      setFailure(failureOf(error, locale));
      setStep('check');
    }
  };

  const rows = (check?.rows ?? []).filter((row) => !onlyErrors || row.action === 'error');
  const errors = check?.errors ?? [];
  const writing = check ? check.totals.create + check.totals.update : 0;
  const stepTitles: Record<Step, string> = {
    file: m.importStepFile,
    mapping: m.importStepMapping,
    check: m.importStepCheck,
    commit: m.importStepCommit,
    done: m.importStepDone,
  };

  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {m.importAction}
      </Button>
      <Modal
        open={open}
        title={m.importTitle}
        width={960}
        footer={null}
        destroyOnHidden
        mask={{ closable: false }}
        closable={step !== 'commit'}
        onCancel={() => {
          setOpen(false);
          reset();
        }}
      >
        <Steps size="small" current={STEPS.indexOf(step)} items={STEPS.map((s) => ({ title: stepTitles[s] }))} style={{ marginBottom: 16 }} />
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}

        {step === 'file' && (
          <Upload.Dragger
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            showUploadList={false}
            disabled={isLoading}
            beforeUpload={(chosen) => {
              void chooseFile(chosen);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{isLoading ? m.importReading : m.importChooseFile}</p>
            <p className="ant-upload-hint">{m.importFileHelp}</p>
          </Upload.Dragger>
        )}

        {step === 'mapping' && (
          <>
            <Table
              rowKey={(header) => header}
              size="small"
              pagination={false}
              dataSource={headers}
              columns={[
                { title: m.importColumn, render: (_: unknown, header: string) => header },
                {
                  title: m.importField,
                  render: (_: unknown, header: string) => (
                    <Select
                      aria-label={`${m.importField}: ${header}`}
                      style={{ width: 320 }}
                      allowClear
                      placeholder={m.importNotImported}
                      value={mapping[header] || undefined}
                      onChange={(target?: string) => setMapping((before) => ({ ...before, [header]: target ?? '' }))}
                      options={targetOptions(header, mapping[header]).map((target) => ({
                        value: target,
                        label: target.startsWith('attr_name:') ? m.importAttributeByName(header) : m.importTargetLabel(target),
                      }))}
                    />
                  ),
                },
              ]}
            />
            <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
              <Button onClick={reset}>{m.importBack}</Button>
              <Button type="primary" loading={isLoading} onClick={runCheck}>
                {m.importCheck}
              </Button>
            </Flex>
            {working && <WorkProgressBar progress={working} />}
          </>
        )}

        {step === 'check' && check && (
          <>
            <Typography.Paragraph strong>{m.importTotals(check.totals)}</Typography.Paragraph>
            {errors.length > 0 && (
              <>
                <Alert type="warning" showIcon message={m.importErrors(errors.length)} style={{ marginBottom: 8 }} />
                <Table<ImportError>
                  aria-label={m.importErrors(errors.length)}
                  rowKey={(e) => `${e.row}|${e.column}|${e.message}`}
                  size="small"
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  dataSource={errors}
                  columns={[
                    { title: m.importRow, dataIndex: 'row', width: 80, render: (row: number | null) => row ?? m.importWholeFile },
                    { title: m.importColumn, dataIndex: 'column', render: (column: string | null) => column ?? m.importWholeRow },
                    { title: m.importMessage, dataIndex: 'message', render: (message: string) => translateMessage(message, locale) },
                  ]}
                  style={{ marginBottom: 12 }}
                />
              </>
            )}
            <Space style={{ marginBottom: 8 }}>
              <Switch checked={onlyErrors} onChange={setOnlyErrors} aria-label={m.importOnlyErrors} />
              {m.importOnlyErrors}
            </Space>
            <Table<ImportRowResult>
              rowKey="row"
              size="small"
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              dataSource={rows}
              columns={[
                { title: m.importRow, dataIndex: 'row', width: 80 },
                {
                  title: m.importAction_,
                  dataIndex: 'action',
                  render: (action: ImportRowResult['action']) => <Tag color={ACTION_COLORS[action]}>{m.importActionLabel(action)}</Tag>,
                },
                { title: m.importSeries, dataIndex: 'series' },
                { title: m.importName, dataIndex: 'name' },
                { title: m.importChanges, dataIndex: 'changes', render: (changes: string[]) => changes.join(', ') },
              ]}
            />
            <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
              <Button onClick={() => setStep('mapping')}>{m.importBack}</Button>
              <Button type="primary" disabled={errors.length > 0 || writing === 0} onClick={commit}>
                {writing === 0 && errors.length === 0 ? m.importNothingToDo : m.importCommit(writing)}
              </Button>
            </Flex>
          </>
        )}

        {step === 'commit' && (
          <Flex vertical gap={8}>
            <Flex vertical gap={8} role="status">
              <Typography.Text>{uploaded < 100 ? m.importUploading : m.importProcessing}</Typography.Text>
              <Progress percent={uploaded} status={uploaded < 100 ? 'active' : 'normal'} />
              {/* The rows checked before any is saved (an API that streams no progress: until the answer). */}
              {uploaded >= 100 && !working && <Progress percent={100} status="active" showInfo={false} />}
            </Flex>
            {working && <WorkProgressBar progress={working} />}
          </Flex>
        )}

        {step === 'done' && done && (
          <Result
            status="success"
            title={done.message}
            subTitle={m.importTotals(done.totals)}
            extra={[
              <Button
                key="list"
                type="primary"
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              >
                {m.importShowList}
              </Button>,
              <Button key="again" onClick={reset}>
                {m.importAgain}
              </Button>,
            ]}
          />
        )}
      </Modal>
    </>
  );
}
