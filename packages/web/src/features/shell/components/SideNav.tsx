import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { type Account, activeSectionKey, groupSections, projectIdOfPath, visibleSections } from '@jobsite/core';
import type { SectionLink } from '../../../config/navigation';

/**
 * The side navigation: the account's sections (role, company services, built screens),
 * grouped, with the section of the current path highlighted (spec section 2).
 */
export function SideNav({ account, links, onNavigate }: { account: Account; links: Readonly<Record<string, SectionLink>>; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = activeSectionKey(pathname);
  const projectId = projectIdOfPath(pathname);
  const groups = groupSections(visibleSections(account, (key) => key in links));

  const items = groups
    .map((g) => ({
      ...g,
      entries: g.sections.flatMap((s) => {
        const link = links[s.key];
        const to = link?.to({ projectId });
        return link && to ? [{ section: s, to, icon: link.icon, Badge: link.badge }] : [];
      }),
    }))
    .filter((g) => g.entries.length > 0);

  return (
    <ScrollArea h="100%" type="scroll">
      <nav aria-label="Main">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            Your sections appear here as they are set up for your company.
          </Text>
        ) : (
          <Stack gap="md">
            {items.map((g) => (
              <div key={g.key}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {g.label}
                </Text>
                {g.entries.map(({ section, to, icon: Icon, Badge }) => (
                  <NavLink
                    key={section.key}
                    component={Link}
                    to={to}
                    label={section.label}
                    leftSection={<Icon size={18} stroke={1.6} />}
                    rightSection={Badge ? <Badge /> : undefined}
                    active={active === section.key}
                    aria-current={active === section.key ? 'page' : undefined}
                    onClick={onNavigate}
                  />
                ))}
              </div>
            ))}
          </Stack>
        )}
      </nav>
    </ScrollArea>
  );
}
