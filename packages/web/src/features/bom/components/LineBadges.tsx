import { Badge, Group } from '@mantine/core';
import type { CartItem } from '@jobsite/core';

/** What kind of line this is: custom, rental, on a spool, held for release, no substitute. */
export function LineBadges({ line }: { line: CartItem }) {
  return (
    <Group gap={4} wrap="wrap">
      {line.is_custom && (
        <Badge size="xs" variant="light" color="grape">
          Custom
        </Badge>
      )}
      {line.is_rental && (
        <Badge size="xs" variant="light" color="orange" title={line.rental_start_date ? `${line.rental_start_date} – ${line.rental_end_date ?? ''}` : undefined}>
          Rental
        </Badge>
      )}
      {line.spool && (
        <Badge size="xs" variant="light" color="teal" title={`Spool ${line.spool.spool_number}${line.spool.spool_tag ? ` · ${line.spool.spool_tag}` : ''}`}>
          Spool {line.spool.spool_number}
        </Badge>
      )}
      {line.hfr_item && (
        <Badge size="xs" variant="light" color="cyan" title={`Hold for release ${line.hfr_item.release_number}`}>
          HFR
        </Badge>
      )}
      {line.no_substitute && (
        <Badge size="xs" variant="light" color="red">
          No substitute
        </Badge>
      )}
    </Group>
  );
}
