import { Drawer, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { BaseItemOption, CatalogueItem, Project } from '@jobsite/core';
import { CatalogueResultsList, CatalogueSearchPanel, ItemDetailDialog } from '../../../components/catalogue';
import { LoadError } from '../../../components/LoadError';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { useFavoriteItems } from '../api/favorites';
import { useRecentItems } from '../api/get-recent-items';
import { AddToBomDialog } from '../dialogs/AddToBomDialog';
import { CustomItemForm } from './CustomItemForm';
import { FavoriteStar } from './FavoriteStar';
import { nextPageLoader } from '../../../lib/load-more';

type Tab = 'search' | 'favorites' | 'recent' | 'custom';
const LIST_HEIGHT = 'calc(100dvh - 330px)';
const star = (item: CatalogueItem) => <FavoriteStar item={item} />;

function FavoritesTab({ onPick }: { onPick: (item: CatalogueItem, option: BaseItemOption | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const favorites = useFavoriteItems(debounced);
  const items = useMemo(() => favorites.data?.pages.flatMap((p) => p.results) ?? [], [favorites.data]);
  const more = useMemo(() => nextPageLoader(favorites.fetchNextPage), [favorites.fetchNextPage]);
  return (
    <Stack gap="sm">
      <TextInput label="Search favourites" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {favorites.isError && !items.length ? (
        <LoadError title="Favourites could not be loaded" query={favorites} />
      ) : favorites.isSuccess && !items.length ? (
        <Text c="dimmed" size="sm">
          {debounced ? 'No favourites match. Clear the search to see them all.' : 'No favourites yet: star items in the search tab.'}
        </Text>
      ) : (
        <CatalogueResultsList items={items} hasMore={Boolean(favorites.hasNextPage)} loadingMore={favorites.isFetchingNextPage} onLoadMore={more} onPick={onPick} pickLabel="Add" height={LIST_HEIGHT} rowExtra={star} />
      )}
    </Stack>
  );
}

function RecentTab({ onPick }: { onPick: (item: CatalogueItem, option: BaseItemOption | null) => void }) {
  const recent = useRecentItems(true);
  if (recent.isError) return <LoadError title="Recent items could not be loaded" query={recent} />;
  if (recent.isSuccess && !recent.data.length)
    return (
      <Text c="dimmed" size="sm">
        Items you add to a BOM show here.
      </Text>
    );
  return <CatalogueResultsList items={recent.data ?? []} hasMore={false} loadingMore={false} onLoadMore={() => {}} onPick={onPick} pickLabel="Add" height={LIST_HEIGHT} rowExtra={star} />;
}

/** The add-item panel: catalogue search, favourites, recent items and custom items, each adding to this project's BOM. */
export function AddItemDrawer({ projectId, project, opened, onClose }: { projectId: number; project: Project | undefined; opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const [tab, setTab] = useState<Tab>('search');
  const [adding, setAdding] = useState<{ item: CatalogueItem; option: BaseItemOption | null } | null>(null);
  const pick = useCallback((item: CatalogueItem, option: BaseItemOption | null) => setAdding({ item, option }), []);
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 'min(960px, 92vw)'} title="Add items">
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'search')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="search">Search</Tabs.Tab>
          <Tabs.Tab value="favorites">Favourites</Tabs.Tab>
          <Tabs.Tab value="recent">Recent</Tabs.Tab>
          <Tabs.Tab value="custom">Custom item</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <CatalogueSearchPanel pickLabel="Add" onPick={pick} listHeight="calc(100dvh - 320px)" rowExtra={(item) => (
            <>
              <FavoriteStar item={item} />
              <Text component="button" type="button" size="xs" c="blue" bg="transparent" bd="none" style={{ cursor: 'pointer' }} onClick={() => setDetailId(item.id)} aria-label={`Details of ${item.base_item_code}`}>
                Details
              </Text>
            </>
          )} />
        </Tabs.Panel>
        <Tabs.Panel value="favorites">
          <FavoritesTab onPick={pick} />
        </Tabs.Panel>
        <Tabs.Panel value="recent">
          <RecentTab onPick={pick} />
        </Tabs.Panel>
        <Tabs.Panel value="custom">
          <CustomItemForm projectId={projectId} project={project} />
        </Tabs.Panel>
      </Tabs>
      <ItemDetailDialog itemId={detailId} onClose={() => setDetailId(null)} pickLabel="Add to BOM" onPick={(item, option) => (setDetailId(null), pick(item, option))} />
      {adding && <AddToBomDialog projectId={projectId} project={project} item={adding.item} option={adding.option} onClose={() => setAdding(null)} />}
    </Drawer>
  );
}
