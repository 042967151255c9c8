import { Button, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { orderTotals, quotePriceLineSchema, type QuoteDetail, quoteResponseProblem } from '@jobsite/core';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatMoney } from '../../../lib/money';
import { formatQuantityWithUnit } from '../../../lib/quantity';
import { useRespondToQuote } from '../api/quotes';
import { ItemAndQuantityCells } from './ItemAndQuantityCells';

type QuoteSupplier = QuoteDetail['suppliers'][number];
type Line = QuoteDetail['lines'][number];
type Entry = { unit_price: number | string; lead_time_days: number | string };

/** What each side calls the sheet's parts: the supplier answers the buyer; the buyer records what a supplier outside the app said. */
export interface PriceSheetWords {
  notes: string;
  send: string;
  decline: string;
  /** The toast once the answer is saved. */
  saved: (decline: boolean) => string;
}

/** What core's quotePriceLineSchema says of a price or lead time as typed (nothing of one left empty, or still being typed). */
function entryProblem(k: keyof Entry, v: number | string): string | null {
  if (typeof v !== 'number') return null;
  const checked = quotePriceLineSchema.shape[k].safeParse(v);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * One supplier's answer to a quote as a sheet: a unit price and lead time per line, checked as
 * typed with the server's rule, the total of the valid prices, notes, and Decline or send. The
 * supplier fills in its own; the buyer fills in one outside the app's (quoteSupplierId names it).
 */
export function PriceSheet({ quote, answer, editable, quoteSupplierId, words, onSaved }: {
  quote: QuoteDetail;
  /** The answer the sheet writes, as stored: its prices and notes fill the sheet. */
  answer: QuoteSupplier | undefined;
  editable: boolean;
  /** The buyer only: the supplier outside the app whose answer this is. */
  quoteSupplierId?: number;
  words: PriceSheetWords;
  onSaved?: () => void;
}) {
  const respond = useRespondToQuote(quote.id);
  const fromQuote = () =>
    Object.fromEntries(
      quote.lines.map((l) => {
        const p = answer ? l.prices[String(answer.id)] : undefined;
        return [l.id, { unit_price: p?.unit_price ?? '', lead_time_days: p?.lead_time_days ?? '' }];
      }),
    ) as Record<number, Entry>;
  const [entries, setEntries] = useState<Record<number, Entry>>(fromQuote);
  const [notes, setNotes] = useState(answer?.notes ?? '');
  /** The server's field errors for the last answer sent, by its keys ('prices.0.unit_price', 'notes'), until that field changes. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  // refilled when this answer is saved, not when another supplier's answer reloads the quote under what is being typed
  useEffect(() => setEntries(fromQuote()), [quote.id, answer?.responded_at]);
  const errorKey = (l: Line, k: keyof Entry) => `prices.${quote.lines.indexOf(l)}.${k}`;
  const phone = useIsPhone();
  const priceInput = (l: Line) => (
    <NumberInput aria-label={`Unit price of ${l.code || l.description}`} label={phone ? 'Unit price' : undefined} size="xs" miw={100} min={0} decimalScale={4} prefix="$" placeholder="Not offered" value={entries[l.id]?.unit_price ?? ''} onChange={(v) => set(l, 'unit_price', v)} error={errors[errorKey(l, 'unit_price')]} disabled={!editable} />
  );
  const leadInput = (l: Line) => (
    <NumberInput aria-label={`Lead time of ${l.code || l.description}`} label={phone ? 'Lead time (days)' : undefined} size="xs" miw={80} min={0} allowDecimal={false} value={entries[l.id]?.lead_time_days ?? ''} onChange={(v) => set(l, 'lead_time_days', v)} error={errors[errorKey(l, 'lead_time_days')]} disabled={!editable} />
  );
  const set = (l: Line, k: keyof Entry, v: number | string) => {
    setEntries((e) => ({ ...e, [l.id]: { ...e[l.id], [k]: v } }));
    // checked as typed with the server's rule ('Unit price must be 0 or more.'), so a refused price shows at once
    const problem = entryProblem(k, v);
    setErrors(({ [errorKey(l, k)]: _gone, ...rest }) => {
      // a price typed answers 'price at least one line'
      if (k === 'unit_price') delete rest.prices;
      return problem ? { ...rest, [errorKey(l, k)]: problem } : rest;
    });
  };
  // the keys the server's field errors may name that show next to their input (prices: the answer as a whole)
  const errorFields = Object.fromEntries([['notes', notes], ['prices', ''], ...quote.lines.flatMap((l) => (['unit_price', 'lead_time_days'] as const).map((k) => [errorKey(l, k), '']))]) as Record<string, string>;
  const toNumber = (v: number | string) => (v === '' ? null : Number(v));
  // a price the rule refuses is no price: the total leaves it out rather than show -$19.36
  const total = orderTotals(
    quote.lines.map((l) => {
      const price = entries[l.id]?.unit_price ?? '';
      return { unit_price: entryProblem('unit_price', price) ? null : toNumber(price), quantity: l.quantity };
    }),
    null,
  ).subtotal;
  const send = (decline: boolean) => {
    if (!decline && quote.lines.some((l) => entryProblem('unit_price', entries[l.id]?.unit_price ?? '') || entryProblem('lead_time_days', entries[l.id]?.lead_time_days ?? ''))) return;
    const prices = quote.lines.map((l) => ({ quote_item_id: l.id, unit_price: toNumber(entries[l.id]?.unit_price ?? ''), lead_time_days: toNumber(entries[l.id]?.lead_time_days ?? '') }));
    const answerSent = { ...(quoteSupplierId === undefined ? {} : { quote_supplier_id: quoteSupplierId }), decline, notes, prices };
    const problem = quoteResponseProblem(answerSent);
    if (problem) return setErrors((x) => ({ ...x, prices: problem }));
    respond.mutate(answerSent, {
      onSuccess: () => (setErrors({}), showSuccessToast(words.saved(decline)), onSaved?.()),
      onError: (e) => handleApiError(e, { form: { values: errorFields, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
    });
  };

  return (
    <Stack gap="md">
      {phone ? (
        <Stack gap="sm">
          {quote.lines.map((l) => (
            <Stack key={l.id} gap={4} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <Text size="sm" fw={600}>
                {l.description}
              </Text>
              <Text size="xs" c="dimmed">
                {[l.code, formatQuantityWithUnit(l.quantity, l.unit)].filter(Boolean).join(' · ')}
              </Text>
              <Group gap="xs" grow>
                {priceInput(l)}
                {leadInput(l)}
              </Group>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th>Unit price</Table.Th>
                <Table.Th>Lead time (days)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <ItemAndQuantityCells line={l} />
                  <Table.Td>{priceInput(l)}</Table.Td>
                  <Table.Td>{leadInput(l)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {errors.prices && (
        <Text size="sm" c="red.8" role="alert">
          {errors.prices}
        </Text>
      )}
      <Text fw={700} ta="right">
        Total {formatMoney(total)}
      </Text>
      <Textarea label={words.notes} autosize minRows={2} value={notes} onChange={(e) => (setNotes(e.currentTarget.value), setErrors(({ notes: _gone, ...rest }) => rest))} error={errors.notes} disabled={!editable} />
      {editable && (
        <Group justify="flex-end">
          <Button variant="light" color="red" loading={respond.isPending && respond.variables?.decline} onClick={() => send(true)}>
            {words.decline}
          </Button>
          <Button loading={respond.isPending && !respond.variables?.decline} onClick={() => send(false)}>
            {words.send}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
