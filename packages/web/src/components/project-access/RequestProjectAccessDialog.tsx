import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { supplierAccessRequestBody } from '@jobsite/core';
import { ApiError } from '../../lib/api-client';
import { handleApiError, showSuccessToast } from '../../lib/handle-api-error';
import { zodValidate } from '../../lib/zod-form';
import { DialogActions } from '../DialogActions';
import { ResponsiveModal } from '../ResponsiveModal';
import { customerCompaniesOptions, useRequestProjectAccess } from './api';

interface Values {
  company_id: string | null;
  main_job_num: string;
  message: string;
}
const EMPTY: Values = { company_id: null, main_job_num: '', message: '' };
const toBody = (v: Values) => ({ company_id: v.company_id ? Number(v.company_id) : undefined, main_job_num: v.main_job_num, message: v.message });

export const NO_SUCH_JOB = 'This contractor has no project with that job number.';

/**
 * Request project access (a seller's dialog): choose the contractor (one that lists your company
 * as a supplier), give the project's main job number and a message; the project's owners are
 * mailed and answer it on their projects screen.
 */
export function RequestProjectAccessDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const customers = useQuery({ ...customerCompaniesOptions(debounced), enabled: opened });
  const form = useForm<Values>({ initialValues: EMPTY, validate: zodValidate(supplierAccessRequestBody, toBody) });
  const send = useRequestProjectAccess();
  const close = () => {
    form.reset();
    setSearch('');
    onClose();
  };
  const submit = form.onSubmit((values) =>
    // validated already: parse for the trimmed values the server reads
    send.mutate(supplierAccessRequestBody.parse(toBody(values)), {
      onSuccess: (answer) => {
        showSuccessToast(answer.detail);
        close();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 404) form.setFieldError('main_job_num', NO_SUCH_JOB);
        else handleApiError(e, { form });
      },
    }),
  );
  const none = customers.isSuccess && customers.data.length === 0 && !debounced;
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Request project access" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Ask a customer for access to one of its projects. Its project owners get your request by mail and approve or decline it.
          </Text>
          <Select
            label="Contractor"
            placeholder="Search your customers"
            required
            searchable
            data-autofocus
            searchValue={search}
            onSearchChange={setSearch}
            data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            nothingFoundMessage={customers.isFetching ? 'Searching…' : 'No customer matches.'}
            error={customers.isError ? 'Your customers could not be loaded.' : undefined}
            {...form.getInputProps('company_id')}
          />
          {none && <Text size="sm">No contractor lists your company as a supplier yet, so there is no one to ask.</Text>}
          <TextInput label="Main job number" placeholder="2024-117" required {...form.getInputProps('main_job_num')} />
          <Textarea label="Message" placeholder="What you need the access for" autosize minRows={2} {...form.getInputProps('message')} />
          <DialogActions onCancel={close} onSave={() => submit()} saving={send.isPending} saveLabel="Send request" />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
