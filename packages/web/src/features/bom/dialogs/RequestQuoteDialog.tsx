import { Button, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { quoteMessages, type QuoteDetail } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useSupplierChoices } from '../api/orders';

/** Request quote: ask one or more suppliers to price the selected lines; the quote opens to check and send. */
export function RequestQuoteDialog({ projectId, projectName, ids, onClose, onDone }: { projectId: number; projectName: string; ids: number[]; onClose: () => void; onDone: () => void }) {
  const suppliers = useSupplierChoices();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [name, setName] = useState(`${projectName} quote`);
  const [needBy, setNeedBy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api<QuoteDetail>(`projects/${projectId}/request_quote/`, { method: 'POST', body: { cart_item_ids: ids, supplier_ids: chosen.map(Number), name: name.trim() || undefined, need_by_date: needBy || null } }),
    meta: { handlesErrors: true },
  });
  const submit = () => {
    if (!chosen.length) return setError(quoteMessages.selectSuppliers);
    create.mutate(undefined, {
      onSuccess: (q) => {
        showSuccessToast(`Quote "${q.name}" created: check it and send it to the suppliers.`);
        onDone();
        navigate(`${paths.buyerQuotes()}?quote_id=${q.id}`);
      },
    });
  };
  return (
    <ResponsiveModal opened onClose={onClose} title="Request quote" size="md">
      <Stack>
        <Text size="sm">
          Ask suppliers to price {ids.length} selected line{ids.length === 1 ? '' : 's'}; you compare their answers side by side and buy from one.
        </Text>
        <TextInput label="Quote name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} />
        <MultiSelect
          label="Suppliers"
          placeholder={suppliers.isPending ? 'Loading suppliers…' : 'Choose one or more'}
          data={(suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.supplier_company ? s.name : `${s.name} (by email)` }))}
          value={chosen}
          onChange={(v) => (setChosen(v), setError(null))}
          searchable
          error={error}
          data-autofocus
        />
        <TextInput type="date" label="Need by" value={needBy} onChange={(e) => setNeedBy(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Create quote
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
