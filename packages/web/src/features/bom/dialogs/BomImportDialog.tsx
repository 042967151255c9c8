import { Alert, Button, Collapse, FileInput, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type BomImport, type BomImportLine, bomCommitBlocker, bomLineErrorText, BOM_MAX_FILE_BYTES, BOM_MATCH_SECONDS, BOM_MAX_LINES, bomMessages, decideBomLine, isFileTooLarge } from '@jobsite/core';
import { DialogActions } from '../../../components/DialogActions';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { ApiError } from '../../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useCancelBomImport } from '../api/cancel-bom-import';
import { bomImportDuplicatesQuery, useCommitBomImport } from '../api/commit-bom-import';
import { useUploadBomFile } from '../api/upload-bom-file';
import { type LineChoice, UnmatchedBomLine } from '../components/UnmatchedBomLine';

export interface BomImportDialogProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once the lines exist: the page refreshes its cart-item list. */
  onImported: () => unknown;
}

/** The import's lines with the review's choices applied (the same rule the server applies). */
function withChoices(lines: readonly BomImportLine[], choices: Record<number, LineChoice>): BomImportLine[] {
  return lines.map((l) => {
    const c = choices[l.line];
    if (!c) return l;
    const result = decideBomLine(l, c.decision, c.item ? { ...c.item, unit: l.unit ?? 'EA' } : null);
    return result.ok ? result.line : l;
  });
}

function MatchedLines({ lines }: { lines: BomImportLine[] }) {
  const [open, setOpen] = useState(false);
  if (!lines.length) return null;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text>{lines.length === 1 ? '1 line matched the catalogue' : `${lines.length} lines matched the catalogue`}</Text>
        <Button variant="subtle" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Hide matched lines' : 'Show matched lines'}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <List size="sm" spacing={2}>
          {lines.map((l) => (
            <List.Item key={l.line}>
              Line {l.line}: {l.quantity} × {l.match?.base_item_code} — {l.match?.description}
              {l.match?.match_kind === 'description' ? ` (matched on “${l.description}”)` : ''}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </Stack>
  );
}

/** How many unmatched lines show at once; a long file shows more on request. */
const UNMATCHED_PAGE = 25;

function ReviewStep({
  review,
  choices,
  setChoice,
  setUndecided,
}: {
  review: BomImport;
  choices: Record<number, LineChoice>;
  setChoice: (line: number, c: LineChoice) => void;
  setUndecided: (decision: 'custom' | 'skip') => void;
}) {
  const [shown, setShown] = useState(UNMATCHED_PAGE);
  const matched = review.lines.filter((l) => l.status === 'matched');
  const unmatched = review.lines.filter((l) => l.status === 'unmatched');
  const errors = review.lines.filter((l) => l.status === 'error');
  const undecided = unmatched.filter((l) => !choices[l.line]).length;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {review.file_name}: {review.lines.length.toLocaleString('en-US')} lines
      </Text>
      <MatchedLines lines={matched} />
      {errors.length ? (
        <Alert color="red" title={errors.length === 1 ? '1 line has an error and will be skipped' : `${errors.length.toLocaleString('en-US')} lines have errors and will be skipped`}>
          <List size="sm" spacing={2}>
            {errors.map((l) => (
              <List.Item key={l.line}>{bomLineErrorText(l)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {review.unsearched_count ? (
        <Alert color="yellow" title="Matching stopped early">
          {bomMessages.unsearched(review.unsearched_count, BOM_MATCH_SECONDS)}
        </Alert>
      ) : null}
      {unmatched.length ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{unmatched.length === 1 ? '1 line needs your decision' : `${unmatched.length.toLocaleString('en-US')} lines need your decision`}</Text>
            {unmatched.length > 1 ? (
              <Group gap="xs">
                <Button size="xs" variant="default" disabled={!undecided} onClick={() => setUndecided('custom')}>
                  Make undecided lines custom
                </Button>
                <Button size="xs" variant="default" disabled={!undecided} onClick={() => setUndecided('skip')}>
                  Skip undecided lines
                </Button>
              </Group>
            ) : null}
          </Group>
          {unmatched.slice(0, shown).map((l) => (
            <UnmatchedBomLine key={l.line} line={l} choice={choices[l.line]} onChoose={(c) => setChoice(l.line, c)} />
          ))}
          {unmatched.length > shown ? (
            <Button variant="subtle" onClick={() => setShown((n) => n + UNMATCHED_PAGE)}>
              Show {Math.min(UNMATCHED_PAGE, unmatched.length - shown)} more of {unmatched.length - shown} unmatched lines
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Import a BOM spreadsheet: upload, review the matches and decide the unmatched lines, then import. */
export function BomImportDialog({ projectId, opened, onClose, onImported }: BomImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [review, setReview] = useState<BomImport | null>(null);
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const upload = useUploadBomFile();
  const commit = useCommitBomImport(onImported);
  const [onDuplicate, setOnDuplicate] = useState<'merge' | 'add'>('merge');
  const duplicates = useQuery({ ...bomImportDuplicatesQuery(projectId, review?.id ?? 0), enabled: review?.status === 'review', meta: { handlesErrors: true } });
  const cancel = useCancelBomImport();

  const reset = () => {
    setFile(null);
    setFileError(null);
    setReview(null);
    setChoices({});
  };
  const close = () => {
    // A review left open is cancelled so it does not linger.
    if (review && review.status === 'review') cancel.mutate({ projectId, importId: review.id });
    reset();
    onClose();
  };

  const send = () => {
    if (!file) return setFileError(bomMessages.noFile);
    if (isFileTooLarge(file, BOM_MAX_FILE_BYTES)) return setFileError(bomMessages.tooLarge);
    setFileError(null);
    upload.mutate(
      { projectId, file },
      {
        onSuccess: (result) => setReview(result),
        onError: (error) => {
          const fieldMessage = error instanceof ApiError && error.status === 400 ? (error.body as { file?: string[] })?.file?.join(' ') : undefined;
          if (fieldMessage) setFileError(fieldMessage);
          else handleApiError(error);
        },
      },
    );
  };

  const decided = review ? withChoices(review.lines, choices) : [];
  const blocker = review ? bomCommitBlocker(review.status, decided) : null;
  const toImport = decided.filter((l) => l.decision === 'catalogue' || l.decision === 'custom').length;

  const duplicateLines = duplicates.data?.lines ?? [];
  const runImport = () => {
    if (!review || blocker) return;
    const decisions = Object.entries(choices).map(([line, c]) => ({ line: Number(line), decision: c.decision, base_item_id: c.item?.base_item_id ?? null }));
    commit.mutate(
      { projectId, importId: review.id, decisions, onDuplicate: duplicateLines.length ? onDuplicate : 'add' },
      {
        onSuccess: (done) => {
          const made = done.created_items === 1 ? 'Imported 1 line.' : `Imported ${done.created_items} lines.`;
          showSuccessToast(done.merged_items ? `${made} Added ${done.merged_items} to lines already in the BOM.` : made);
          reset();
          onClose();
        },
        onError: (error) => handleApiError(error),
      },
    );
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title={review ? 'Review the BOM import' : 'Import a BOM'} size="xl">
      {!review ? (
        <Stack>
          <Text size="sm">
            A CSV or Excel (.xlsx) file with a Qty column and a Description or Catalog # column; Phase Code, Phase Name, Cost Code and Cost Name are read too. At
            most {BOM_MAX_LINES.toLocaleString('en-US')} lines.
          </Text>
          <FileInput
            label="BOM file"
            placeholder="Choose a file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
            }}
            error={fileError}
            clearable
          />
          <DialogActions onCancel={close} onSave={send} saving={upload.isPending} saveLabel="Upload" />
        </Stack>
      ) : (
        <Stack>
          <ReviewStep
            review={review}
            choices={choices}
            setChoice={(line, c) => setChoices((prev) => ({ ...prev, [line]: c }))}
            setUndecided={(decision) =>
              setChoices((prev) => {
                const next = { ...prev };
                for (const l of review.lines) if (l.status === 'unmatched' && !next[l.line]) next[l.line] = { decision, item: null };
                return next;
              })
            }
          />
          {duplicateLines.length > 0 && (
            <Radio.Group
              label={`${duplicateLines.length === 1 ? '1 line is' : `${duplicateLines.length} lines are`} already in this BOM (same item, phase and cost code): line${duplicateLines.length === 1 ? '' : 's'} ${duplicateLines.slice(0, 12).join(', ')}${duplicateLines.length > 12 ? ', …' : ''}`}
              value={onDuplicate}
              onChange={(v) => setOnDuplicate(v as 'merge' | 'add')}
            >
              <Group mt="xs">
                <Radio value="merge" label="Add to the existing lines' quantities" />
                <Radio value="add" label="Add as new lines" />
              </Group>
            </Radio.Group>
          )}
          {blocker ? (
            <Text size="sm" c="orange.8" role="status">
              {blocker}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel import
            </Button>
            <ThrottledButton onClick={runImport} disabled={Boolean(blocker)} loading={commit.isPending}>
              {toImport === 1 ? 'Import 1 line' : `Import ${toImport} lines`}
            </ThrottledButton>
          </Group>
        </Stack>
      )}
    </ResponsiveModal>
  );
}
