import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { CatalogueItem } from '@jobsite/core';
import { useFavoriteIds, useSetFavorite } from '../api/favorites';

/** The star on a catalogue row: adds the item to, or removes it from, the caller's favourites. */
export function FavoriteStar({ item }: { item: CatalogueItem }) {
  const ids = useFavoriteIds();
  const set = useSetFavorite();
  const on = ids.data?.has(item.id) ?? false;
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'yellow' : 'gray'}
      aria-label={`${on ? 'Remove' : 'Add'} ${item.base_item_code} ${on ? 'from' : 'to'} favourites`}
      aria-pressed={on}
      loading={set.isPending}
      onClick={() => set.mutate({ baseItemId: item.id, favorite: !on })}
    >
      {on ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
