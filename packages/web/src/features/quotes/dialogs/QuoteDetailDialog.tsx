import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { orderTotals, quotePriceLineSchema, QUOTE_ACTION_LABELS, type QuoteAction, type QuoteDetail, quoteResponseProblem } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal, useIsPhone } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatUnitPrice, formatMoney } from '../../../lib/money';
import { usePurchaseQuote, useQuote, useQuoteAction, useRespondToQuote } from '../api/quotes';
import { localMoment } from '../../../lib/dates';
import { LineItemText } from '../../../components/orders/LineItemText';
import { formatQuantityWithUnit } from '../../../lib/quantity';

const STATUS_COLORS = { editing: 'gray', active: 'blue', purchased: 'green', archived: 'gray', canceled: 'red' } as const;
export function QuoteStatusBadge({ quote }: { quote: Pick<QuoteDetail, 'status' | 'status_display'> }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[quote.status]} style={{ flexShrink: 0 }}>
      {quote.status_display}
    </Badge>
  );
}

/** A quote: the buyer's side-by-side comparison and steps, or the supplier's price sheet. */
export function QuoteDetailDialog({ quoteId, seller, onClose }: { quoteId: number | null; seller: boolean; onClose: () => void }) {
  const quote = useQuote(quoteId);
  return (
    <ResponsiveModal opened={quoteId !== null} onClose={onClose} size="xl" title={quote.data ? quote.data.name : 'Quote'}>
      {quote.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : quote.isError ? (
        <LoadError title="This quote could not be loaded" query={quote} />
      ) : seller ? (
        <SupplierSheet quote={quote.data} />
      ) : (
        <BuyerComparison quote={quote.data} />
      )}
    </ResponsiveModal>
  );
}

function Header({ quote }: { quote: QuoteDetail }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <QuoteStatusBadge quote={quote} />
        <Text size="sm" c="dimmed">
          {quote.project.name}
          {quote.project.main_job_num ? ` · Job # ${quote.project.main_job_num}` : ''} · {quote.buyer_company.name}
        </Text>
      </Group>
      {quote.need_by_date && <Text size="sm">Need by {quote.need_by_date}</Text>}
    </Group>
  );
}

type QuoteSupplier = QuoteDetail['suppliers'][number];

/** A quote line's first two cells in the buyer's comparison and the supplier's reply: the item, and how many. */
function ItemAndQuantityCells({ line }: { line: QuoteDetail['lines'][number] }) {
  return (
    <>
      <Table.Td>
        <LineItemText description={line.description} code={line.code} />
      </Table.Td>
      <Table.Td ta="right">
        {formatQuantityWithUnit(line.quantity, line.unit)}
      </Table.Td>
    </>
  );
}

const notOffered = (n: number) => `${n} line${n === 1 ? '' : 's'} not offered`;

/**
 * The comparison on a phone, where a column per supplier does not fit: first each supplier's
 * total and its Buy button (the decision), then each line with every supplier's price under it.
 */
function PhoneComparison({ quote, buyButton }: { quote: QuoteDetail; buyButton: (s: QuoteSupplier) => ReactNode }) {
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" aria-label="Supplier totals" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {quote.suppliers.map((s) => (
          <Card key={s.id} withBorder padding="xs" component="li" aria-label={s.supplier.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={700}>
                  {s.supplier.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.status_display}
                  {s.lead_time_days !== null ? ` · up to ${s.lead_time_days} days` : ''}
                </Text>
                {s.total !== null && s.priced_lines < quote.lines.length && (
                  <Text size="xs" c="orange.9">
                    {notOffered(quote.lines.length - s.priced_lines)}
                  </Text>
                )}
              </Stack>
              <Text fw={700}>{s.total === null ? '—' : formatMoney(s.total)}</Text>
            </Group>
            {buyButton(s) && <Group mt={6}>{buyButton(s)}</Group>}
          </Card>
        ))}
      </Stack>
      <Stack gap="xs" component="ul" aria-label="Quote lines" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {quote.lines.map((l) => (
          <Card key={l.id} withBorder padding="xs" component="li" aria-label={l.description}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <LineItemText description={l.description} code={l.code} />
              </Stack>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatQuantityWithUnit(l.quantity, l.unit)}
              </Text>
            </Group>
            <Stack gap={2} mt={6}>
              {quote.suppliers.map((s) => {
                const p = l.prices[String(s.id)];
                const best = l.best_supplier_id === s.id;
                return (
                  <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs" bg={best ? 'green.0' : undefined} px={4}>
                    <Text size="xs" truncate="end">
                      {s.supplier.name}
                    </Text>
                    {p && p.unit_price !== null ? (
                      <Text size="xs" fw={best ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(p.extended_price)} · {formatUnitPrice(p.unit_price)} / {l.unit}
                        {best ? ' · best' : ''}
                      </Text>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {s.status === 'responded' ? 'Not offered' : '—'}
                      </Text>
                    )}
                  </Group>
                );
              })}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function BuyerComparison({ quote }: { quote: QuoteDetail }) {
  const act = useQuoteAction(quote.id);
  const buy = usePurchaseQuote(quote.id);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<QuoteAction | null>(null);
  const canBuy = quote.actions.includes('purchase');
  const onError = (e: unknown) => handleApiError(e);
  const run = (a: QuoteAction) => act.mutate(a, { onSuccess: (q) => (setConfirm(null), showSuccessToast(`${q.name}: ${q.status_display}.`)), onError });
  const purchase = (quoteSupplierId: number, name: string) =>
    buy.mutate(quoteSupplierId, {
      onSuccess: (q) => {
        showSuccessToast(`Draft order created from ${name}'s prices. Check it and submit.`);
        if (q.order_id) void navigate(paths.pendingOrder(q.order_id));
      },
      onError,
    });

  const phone = useIsPhone();
  const buyButton = (s: QuoteSupplier) =>
    canBuy &&
    s.status === 'responded' && (
      <Button size="xs" loading={buy.isPending && buy.variables === s.id} onClick={() => purchase(s.id, s.supplier.name)}>
        Buy from {s.supplier.name}
      </Button>
    );

  return (
    <Stack gap="md">
      <Header quote={quote} />
      {quote.status === 'editing' && (
        <Alert variant="light" color="blue">
          Not sent yet. Send it and each supplier is notified and prices the lines in the app (suppliers outside the app are not notified: send them the lines yourself).
        </Alert>
      )}
      {phone ? (
        <PhoneComparison quote={quote} buyButton={buyButton} />
      ) : (
        <Table.ScrollContainer minWidth={360 + quote.suppliers.length * 170}>
          <Table striped verticalSpacing={6} withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                {quote.suppliers.map((s) => (
                  <Table.Th key={s.id} ta="right">
                    <Text size="sm" fw={700}>
                      {s.supplier.name}
                    </Text>
                    <Text size="xs" c="dimmed" fw={400}>
                      {s.status_display}
                      {s.lead_time_days !== null ? ` · up to ${s.lead_time_days} days` : ''}
                    </Text>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <ItemAndQuantityCells line={l} />
                  {quote.suppliers.map((s) => {
                    const p = l.prices[String(s.id)];
                    const best = l.best_supplier_id === s.id;
                    return (
                      <Table.Td key={s.id} ta="right" bg={best ? 'green.0' : undefined}>
                        {p && p.unit_price !== null ? (
                          <>
                            <Text size="sm" fw={best ? 700 : 400}>
                              {formatMoney(p.extended_price)}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatUnitPrice(p.unit_price)} / {l.unit}
                              {p.lead_time_days !== null ? ` · ${p.lead_time_days} d` : ''}
                              {best ? ' · best' : ''}
                            </Text>
                          </>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {s.status === 'responded' ? 'Not offered' : '—'}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>Total</Table.Td>
                <Table.Td />
                {quote.suppliers.map((s) => (
                  <Table.Td key={s.id} ta="right">
                    <Stack gap={4} align="flex-end">
                      <Text fw={700}>{s.total === null ? '—' : formatMoney(s.total)}</Text>
                      {s.total !== null && s.priced_lines < quote.lines.length && (
                        <Text size="xs" c="orange.9">
                          {notOffered(quote.lines.length - s.priced_lines)}
                        </Text>
                      )}
                      {buyButton(s)}
                    </Stack>
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {quote.suppliers.some((s) => s.notes) && (
        <Stack gap={4}>
          {quote.suppliers
            .filter((s) => s.notes)
            .map((s) => (
              <Text key={s.id} size="sm">
                <b>{s.supplier.name}:</b> {s.notes}
              </Text>
            ))}
        </Stack>
      )}
      {quote.order_id && (
        <Button variant="light" onClick={() => void navigate(`${paths.allOrders()}?order_id=${quote.order_id}`)}>
          Open the purchase order
        </Button>
      )}
      <Group justify="flex-end">
        {quote.actions
          .filter((a): a is QuoteAction => a !== 'purchase')
          .map((a) => (
            <Button key={a} variant={a === 'send' ? 'filled' : a === 'cancel' ? 'light' : 'default'} color={a === 'cancel' ? 'red' : undefined} loading={act.isPending && act.variables === a} onClick={() => (a === 'send' ? run(a) : setConfirm(a))}>
              {QUOTE_ACTION_LABELS[a]}
            </Button>
          ))}
      </Group>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'cancel' ? 'Cancel this quote?' : 'Archive this quote?'}
        message={confirm === 'cancel' ? 'The suppliers asked are told, and no one can price it any more.' : 'It leaves the open quotes; you find it under Archived.'}
        confirmLabel={confirm ? QUOTE_ACTION_LABELS[confirm] : ''}
        danger={confirm === 'cancel'}
        loading={act.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && run(confirm)}
      />
    </Stack>
  );
}

type Entry = { unit_price: number | string; lead_time_days: number | string };

/** What core's quotePriceLineSchema says of a price or lead time as typed (nothing of one left empty, or still being typed). */
function entryProblem(k: keyof Entry, v: number | string): string | null {
  if (typeof v !== 'number') return null;
  const checked = quotePriceLineSchema.shape[k].safeParse(v);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

function SupplierSheet({ quote }: { quote: QuoteDetail }) {
  const respond = useRespondToQuote(quote.id);
  const mine = quote.suppliers[0];
  const fromQuote = () =>
    Object.fromEntries(
      quote.lines.map((l) => {
        const p = mine ? l.prices[String(mine.id)] : undefined;
        return [l.id, { unit_price: p?.unit_price ?? '', lead_time_days: p?.lead_time_days ?? '' }];
      }),
    ) as Record<number, Entry>;
  const [entries, setEntries] = useState<Record<number, Entry>>(fromQuote);
  const [notes, setNotes] = useState(mine?.notes ?? '');
  /** The server's field errors for the last answer sent, by its keys ('prices.0.unit_price', 'notes'), until that field changes. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setEntries(fromQuote()), [quote]);
  const errorKey = (l: QuoteDetail['lines'][number], k: keyof Entry) => `prices.${quote.lines.indexOf(l)}.${k}`;
  const phone = useIsPhone();
  const priceInput = (l: QuoteDetail['lines'][number]) => (
    <NumberInput aria-label={`Unit price of ${l.code || l.description}`} label={phone ? 'Unit price' : undefined} size="xs" miw={100} min={0} decimalScale={4} prefix="$" placeholder="Not offered" value={entries[l.id]?.unit_price ?? ''} onChange={(v) => set(l, 'unit_price', v)} error={errors[errorKey(l, 'unit_price')]} disabled={!quote.can_respond} />
  );
  const leadInput = (l: QuoteDetail['lines'][number]) => (
    <NumberInput aria-label={`Lead time of ${l.code || l.description}`} label={phone ? 'Lead time (days)' : undefined} size="xs" miw={80} min={0} allowDecimal={false} value={entries[l.id]?.lead_time_days ?? ''} onChange={(v) => set(l, 'lead_time_days', v)} error={errors[errorKey(l, 'lead_time_days')]} disabled={!quote.can_respond} />
  );
  const set = (l: QuoteDetail['lines'][number], k: keyof Entry, v: number | string) => {
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
    const answer = { decline, notes, prices: quote.lines.map((l) => ({ quote_item_id: l.id, unit_price: toNumber(entries[l.id]?.unit_price ?? ''), lead_time_days: toNumber(entries[l.id]?.lead_time_days ?? '') })) };
    const problem = quoteResponseProblem(answer);
    if (problem) return setErrors((x) => ({ ...x, prices: problem }));
    respond.mutate(answer, {
      onSuccess: () => (setErrors({}), showSuccessToast(decline ? 'You declined this quote.' : `Prices sent to ${quote.buyer_company.name}.`)),
      onError: (e) => handleApiError(e, { form: { values: errorFields, setFieldError: (f, m) => setErrors((x) => ({ ...x, [f]: m })) } }),
    });
  };

  return (
    <Stack gap="md">
      <Header quote={quote} />
      {mine && (
        <Text size="sm">
          Your answer: <b>{mine.status_display}</b>
          {mine.responded_at ? ` (${localMoment(mine.responded_at)})` : ''}
        </Text>
      )}
      {!quote.can_respond && (
        <Alert variant="light" color="gray">
          This quote is {quote.status_display.toLowerCase()}: prices can no longer change.
        </Alert>
      )}
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
      <Textarea
        label="Notes to the buyer"
        autosize
        minRows={2}
        value={notes}
        onChange={(e) => (setNotes(e.currentTarget.value), setErrors(({ notes: _gone, ...rest }) => rest))}
        error={errors.notes}
        disabled={!quote.can_respond}
      />
      {quote.can_respond && (
        <Group justify="flex-end">
          <Button variant="light" color="red" loading={respond.isPending && respond.variables?.decline} onClick={() => send(true)}>
            Decline
          </Button>
          <Button loading={respond.isPending && !respond.variables?.decline} onClick={() => send(false)}>
            Send prices
          </Button>
        </Group>
      )}
    </Stack>
  );
}
