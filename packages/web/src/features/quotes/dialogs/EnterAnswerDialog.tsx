import { Stack, Text } from '@mantine/core';
import type { QuoteDetail } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { PriceSheet, type PriceSheetWords } from '../components/PriceSheet';

const words = (name: string): PriceSheetWords => ({
  notes: `Notes from ${name}`,
  send: 'Save prices',
  decline: `${name} declined`,
  saved: (decline) => (decline ? `Saved: ${name} declined this quote.` : `${name}'s prices saved. They are in the comparison.`),
});

/**
 * The buyer types in the answer of a supplier outside the app, which answers by phone or mail: the
 * supplier's own price sheet, checked as it is, saved as that supplier's answer (respond/ with
 * quote_supplier_id), after which the comparison shows it and Buy takes it.
 */
export function EnterAnswerDialog({ quote, quoteSupplierId, onClose }: { quote: QuoteDetail; quoteSupplierId: number | null; onClose: () => void }) {
  const supplier = quote.suppliers.find((s) => s.id === quoteSupplierId);
  const name = supplier?.supplier.name ?? '';
  return (
    <ResponsiveModal opened={supplier !== undefined} onClose={onClose} size="xl" title={`Prices from ${name}`}>
      {supplier && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {name} does not use the app. Type in the unit prices and lead times it gave you for “{quote.name}”; leave a line empty if it does not offer it.
          </Text>
          <PriceSheet key={supplier.id} quote={quote} answer={supplier} editable={quote.enter_answer_for.includes(supplier.id)} quoteSupplierId={supplier.id} words={words(name)} onSaved={onClose} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}
