import { Button, Group, Menu } from '@mantine/core';
import { IconDots, IconExternalLink, IconFileTypePdf, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ShippingForm, shippingFormPath } from '@jobsite/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OpenInNewTabDialog } from '../../../components/OpenInNewTabDialog';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-client';
import { copyToClipboard } from '../../../lib/copy';
import { SNACKBAR_MS } from '../../../lib/handle-api-error';
import { useDeleteShippingForm } from '../api/delete-shipping-form';
import { snackError, snackSuccess } from '../snackbar';

/**
 * The form's own actions: copy its share link (host plus /shipping/{id}/), open it in a new
 * tab, its delivery receipt (PDF), and delete: a pending form is deleted and the user goes
 * to the site root; any other open form is canceled and stays. Staff delete outright.
 */
export function FormActions({ form }: { form: ShippingForm }) {
  const navigate = useNavigate();
  const remove = useDeleteShippingForm(form.id);
  const [asking, setAsking] = useState<'delete' | 'staff' | null>(null);
  const [newTab, setNewTab] = useState(false);
  const size = useIsPhone() ? 'xs' : 'sm';
  const pending = form.status === 'pending';
  const shareLink = () => void copyToClipboard(window.location.origin + shippingFormPath(form.id), 'link', SNACKBAR_MS);
  const run = (staff: boolean) =>
    remove.mutate(
      { staff },
      {
        onSuccess: (r) => {
          setAsking(null);
          if (r.deleted) {
            snackSuccess(`${form.number} deleted`);
            void navigate(paths.root());
          } else snackSuccess(`${form.number} canceled`);
        },
        onError: (e) => snackError(e),
      },
    );

  return (
    <Group gap={6} wrap="wrap">
      <Button variant="default" size={size} leftSection={<IconLink size={16} />} onClick={shareLink}>
        Share link
      </Button>
      <Button variant="default" size={size} component="a" href={apiUrl(`ShippingForms/${form.id}/delivery_receipt/`)} target="_blank" rel="noopener" leftSection={<IconFileTypePdf size={16} />}>
        Delivery receipt
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size={size} aria-label="More actions" px="xs">
            <IconDots size={18} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconExternalLink size={16} />} onClick={() => setNewTab(true)}>
            Open in new tab
          </Menu.Item>
          {form.abilities.delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setAsking('delete')}>
              {pending ? 'Delete' : 'Cancel form'}
            </Menu.Item>
          )}
          {form.abilities.delete_staff && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setAsking('staff')}>
              Delete outright (staff)
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <OpenInNewTabDialog opened={newTab} onClose={() => setNewTab(false)} title={`Open ${form.number}`} path={shippingFormPath(form.id)} description="Open this shipping form in a new tab, or copy its link to share it." toastMs={SNACKBAR_MS} />
      <ConfirmDialog
        opened={asking === 'delete'}
        onClose={() => setAsking(null)}
        onConfirm={() => run(false)}
        loading={remove.isPending}
        title={pending ? `Delete ${form.number}?` : `Cancel ${form.number}?`}
        message={pending ? 'The form is pending: it is deleted, and its items stay with the request.' : 'The form has left the desk: it is canceled and kept for the record.'}
        confirmLabel={pending ? 'Delete' : 'Cancel form'}
        cancelLabel={pending ? 'Cancel' : 'Keep form'}
      />
      <ConfirmDialog
        opened={asking === 'staff'}
        onClose={() => setAsking(null)}
        onConfirm={() => run(true)}
        loading={remove.isPending}
        title={`Delete ${form.number} outright?`}
        message="Staff delete: the form, its items, packaging, attachments and history are removed. This cannot be undone."
        confirmLabel="Delete outright"
      />
    </Group>
  );
}
