import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { mayImportCatalogueFiles, type ProductSearchFilter } from '@jobsite/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-client';
import { storedAccount } from '../../../lib/session';
import { CatalogueSearchPanel } from '../../../components/catalogue/CatalogueSearchPanel';
import { ItemDetailDialog } from '../../../components/catalogue/ItemDetailDialog';
import { ProjectPickerDialog } from '../../../components/ProjectPickerDialog';

/** /catalogue: search the product catalogue and open an item's detail. */
export function CataloguePage() {
  // ?item_id= opens an item's detail straight away (a scanned catalogue number or UPC links here).
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('item_id'));
  const [open, setOpen] = useState<{ itemId: number; optionId: number | null } | null>(Number.isInteger(linked) && linked > 0 ? { itemId: linked, optionId: null } : null);
  const [filter, setFilter] = useState<ProductSearchFilter>({});
  const account = storedAccount();
  const navigate = useNavigate();
  // A buyer who works with project material adds an item to a job's BOM from here: pick the job, then the BOM's add dialog opens.
  const mayAddToBom = account !== null && account.company.system_type === 'buyer' && account.company.procurement_services && !account.permissions?.hide_project_material;
  const [addingToBom, setAddingToBom] = useState<{ itemId: number; optionId: number | null } | null>(null);
  const sheetUrl = apiUrl('catalog_sheet/', {
    search_text: filter.search_text,
    category_id: filter.category_id,
    manufacturer_id: filter.manufacturer_id,
    unit_price: filter.unit_price,
  });
  return (
    <Container size="xl" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1} size="h2">
            Product catalogue
          </Title>
          <Group gap="md">
            <Anchor href={sheetUrl} download>
              Download catalog sheet
            </Anchor>
            {account && mayImportCatalogueFiles(account) && (
              <Anchor component={Link} to={account.company.system_type === 'seller' ? paths.priceFileSeller() : paths.priceFile()}>
                Import price file
              </Anchor>
            )}
          </Group>
        </Group>
        <CatalogueSearchPanel pickLabel="View" onFilterChange={setFilter} onPick={(item, option) => setOpen({ itemId: item.id, optionId: option?.id ?? null })} />
      </Stack>
      <ItemDetailDialog
        itemId={open?.itemId ?? null}
        initialOptionId={open?.optionId ?? null}
        {...(mayAddToBom ? { pickLabel: 'Add to project BOM', onPick: (item, option) => setAddingToBom({ itemId: item.id, optionId: option?.id ?? null }) } : {})}
        onClose={() => {
          setOpen(null);
          if (params.has('item_id')) setParams({}, { replace: true });
        }}
      />
      <ProjectPickerDialog
        opened={addingToBom !== null}
        title="Add to which project's BOM?"
        onClose={() => setAddingToBom(null)}
        onPick={(project) => addingToBom && void navigate(paths.projectBomAdd(project.id, addingToBom.itemId, addingToBom.optionId))}
      />
    </Container>
  );
}
