import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type CompanyBrief, supplierCompanyRefusal } from '@jobsite/core';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { paths } from '../../../config/paths';
import { supplierOfCompanyQuery } from '../api/supplier-of-company';
import type { SuppliersTabState } from './SuppliersSection';

const KIND_LABELS: Record<CompanyBrief['system_type'], string> = { seller: 'Supplier', buyer: 'Contractor' };

/** A website as a link: the address as registered, opened with https when it names no protocol. */
const websiteHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/**
 * A company picked in the company directory (Company settings' Search company directory): what
 * the directory says of it, and for a member who manages the suppliers a supplier company's link
 * to their own: Open supplier when one of theirs links it already, else Add as supplier (the
 * Suppliers tab's New supplier, linked to it and named after it). Staff also open the company's
 * settings (its services, codes and domains) on the staff screen.
 */
export function DirectoryCompanyDialog({
  company,
  ownCompanyId,
  managesSuppliers,
  isStaff = false,
  onClose,
}: {
  company: CompanyBrief;
  ownCompanyId: number;
  managesSuppliers: boolean;
  isStaff?: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const own = company.id === ownCompanyId;
  const linkable = managesSuppliers && !own && supplierCompanyRefusal(company) === null;
  const linked = useQuery({ ...supplierOfCompanyQuery(company.id), enabled: linkable, meta: { handlesErrors: true } });
  const toSuppliers = (state: SuppliersTabState) => {
    onClose();
    void navigate(paths.companySettings('suppliers'), { state });
  };
  return (
    <ResponsiveModal opened onClose={onClose} title={company.name} size="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={company.system_type === 'seller' ? 'blue' : 'grape'}>
            {KIND_LABELS[company.system_type]}
          </Badge>
          {!company.is_verified && (
            <Badge variant="light" color="gray" title="Staff have not verified this company yet">
              Not verified
            </Badge>
          )}
        </Group>
        {company.type && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Trade:{' '}
            </Text>
            {company.type}
          </Text>
        )}
        {company.address && <Text size="sm">{company.address}</Text>}
        {company.website_URL && (
          <Anchor href={websiteHref(company.website_URL)} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {company.website_URL}
          </Anchor>
        )}
        {own && <Text size="sm">This is your company.</Text>}
        {linkable &&
          (linked.isPending ? (
            <Loader size="sm" aria-label="Looking for your supplier" />
          ) : linked.isError ? (
            <LoadError title="Your suppliers could not be checked" query={linked} />
          ) : linked.data ? (
            <Text size="sm">Your supplier {linked.data.name} links this company.</Text>
          ) : (
            <Text size="sm">Not one of your suppliers yet.</Text>
          ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {isStaff && (
            <Button
              variant="light"
              onClick={() => {
                onClose();
                void navigate(paths.staffCompanySettings(company.id));
              }}
            >
              Company settings (staff)
            </Button>
          )}
          {linkable && linked.isSuccess && (
            linked.data ? (
              <Button onClick={() => toSuppliers({ editSupplier: linked.data! })}>Open supplier</Button>
            ) : (
              <Button onClick={() => toSuppliers({ newSupplierFor: { id: company.id, name: company.name } })}>Add as supplier</Button>
            )
          )}
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
