import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUOTE_ACTION_LABELS, type QuoteAction, type QuoteDetail } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal, useIsPhone } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { formatUnitPrice, formatMoney } from '../../../lib/money';
import { usePurchaseQuote, useQuote, useQuoteAction } from '../api/quotes';
import { ItemAndQuantityCells } from '../components/ItemAndQuantityCells';
import { PriceSheet, type PriceSheetWords } from '../components/PriceSheet';
import { EnterAnswerDialog } from './EnterAnswerDialog';
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

/** Where a supplier's answer stands: its state, the longest lead time, and who typed it in for a supplier outside the app. */
function AnswerState({ supplier: s }: { supplier: QuoteSupplier }) {
  return (
    <>
      <Text size="xs" c="dimmed" fw={400}>
        {s.status_display}
        {s.lead_time_days !== null ? ` · up to ${s.lead_time_days} days` : ''}
      </Text>
      {s.entered_by && (
        <Text size="xs" c="dimmed" fw={400}>
          Entered by {s.entered_by.name}
        </Text>
      )}
    </>
  );
}

const notOffered = (n: number) => `${n} line${n === 1 ? '' : 's'} not offered`;

/**
 * The comparison on a phone, where a column per supplier does not fit: first each supplier's
 * total and its Buy button (the decision), then each line with every supplier's price under it.
 */
function PhoneComparison({ quote, steps }: { quote: QuoteDetail; steps: (s: QuoteSupplier) => ReactNode }) {
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
                <AnswerState supplier={s} />
                {s.total !== null && s.priced_lines < quote.lines.length && (
                  <Text size="xs" c="orange.9">
                    {notOffered(quote.lines.length - s.priced_lines)}
                  </Text>
                )}
              </Stack>
              <Text fw={700}>{s.total === null ? '—' : formatMoney(s.total)}</Text>
            </Group>
            {steps(s)}
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
  /** The quote supplier outside the app whose answer the buyer is typing in. */
  const [entering, setEntering] = useState<number | null>(null);
  const buyButton = (s: QuoteSupplier) =>
    canBuy &&
    s.status === 'responded' && (
      <Button size="xs" loading={buy.isPending && buy.variables === s.id} onClick={() => purchase(s.id, s.supplier.name)}>
        Buy from {s.supplier.name}
      </Button>
    );
  // a supplier outside the app answers by phone or mail: the buyer types its answer in (core mayEnterQuoteAnswer, by the server)
  const enterButton = (s: QuoteSupplier) =>
    quote.enter_answer_for.includes(s.id) && (
      <Button size="xs" variant="light" aria-label={`${s.status === 'requested' ? 'Enter prices' : 'Change prices'} from ${s.supplier.name}`} onClick={() => setEntering(s.id)}>
        {s.status === 'requested' ? 'Enter prices' : 'Change prices'}
      </Button>
    );

  return (
    <Stack gap="md">
      <Header quote={quote} />
      {quote.status === 'editing' && (
        <Alert variant="light" color="blue">
          Not sent yet. Send it and each supplier in the app is notified and prices the lines there; a supplier outside the app gets the request by email, and you enter the prices it gives you here.
        </Alert>
      )}
      {phone ? (
        <PhoneComparison
          quote={quote}
          steps={(s) =>
            (enterButton(s) || buyButton(s)) && (
              <Group mt={6} gap="xs">
                {enterButton(s)}
                {buyButton(s)}
              </Group>
            )
          }
        />
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
                    <AnswerState supplier={s} />
                    {enterButton(s) && (
                      <Group justify="flex-end" mt={4}>
                        {enterButton(s)}
                      </Group>
                    )}
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
      <EnterAnswerDialog quote={quote} quoteSupplierId={entering} onClose={() => setEntering(null)} />
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

const SUPPLIER_WORDS = (quote: QuoteDetail): PriceSheetWords => ({
  notes: 'Notes to the buyer',
  send: 'Send prices',
  decline: 'Decline',
  saved: (decline) => (decline ? 'You declined this quote.' : `Prices sent to ${quote.buyer_company.name}.`),
});

/** The supplier's own answer: who it is for, whether it may still change, and its price sheet. */
function SupplierSheet({ quote }: { quote: QuoteDetail }) {
  const mine = quote.suppliers[0];
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
      <PriceSheet quote={quote} answer={mine} editable={quote.can_respond} words={SUPPLIER_WORDS(quote)} />
    </Stack>
  );
}
