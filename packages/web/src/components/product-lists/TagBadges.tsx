import { Badge, Group } from '@mantine/core';
import type { ProductListTag } from '@jobsite/core';

/** A list's tags as coloured badges (a tag's colour is #rrggbb or a Mantine colour name). */
export function TagBadges({ tags }: { tags: readonly ProductListTag[] }) {
  if (!tags.length) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((t) => (
        <Badge key={t.id} size="sm" variant="filled" color={t.color} autoContrast>
          {t.name}
        </Badge>
      ))}
    </Group>
  );
}
