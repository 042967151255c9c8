import { Badge, Group } from '@mantine/core';
import type { CartItem } from '@jobsite/core';

/** What kind of line this is: custom, rental, on a spool (a click opens the spool), held for release, no substitute. */
export function LineBadges({ line, onSpool }: { line: CartItem; onSpool?: () => void }) {
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
        <Badge
          size="xs"
          variant="light"
          color="teal"
          title={`Spool ${line.spool.spool_number}${line.spool.spool_tag ? ` · ${line.spool.spool_tag}` : ''}`}
          {...(onSpool ? { component: 'button', type: 'button', onClick: onSpool, 'aria-label': `Edit spool ${line.spool.spool_number}`, style: { cursor: 'pointer' } } : {})}
        >
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
