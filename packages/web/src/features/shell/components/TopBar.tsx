import { ActionIcon, Avatar, Burger, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconHelp, IconLogout, IconMail, IconPlayerPlay, IconBuildingWarehouse, IconScan, IconSettings } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type Account, companySettingsTabsFor } from '@jobsite/core';
import type { HowToVideo } from '@jobsite/core';
import { HowToVideoDialog } from '../../../components/HowToVideoDialog';
import { useIsPhone } from '../../../components/ResponsiveModal';
import { useHowToVideos } from '../../../config/help';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/auth';
import { ContactUsDialog } from '../dialogs/ContactUsDialog';
import { ScanDialog } from '../dialogs/ScanDialog';
import { SwitchCompanyDialog } from '../dialogs/SwitchCompanyDialog';

type DialogName = 'switch' | 'scan' | 'contact' | 'video' | null;

/** Top bar: company and switcher, notification bell, scan, help, contact us, user menu. */
export function TopBar(props: { account: Account; bell: ReactNode; navOpened: boolean; onToggleNav: () => void }) {
  const { account } = props;
  const phone = useIsPhone();
  const [dialog, setDialog] = useState<DialogName>(null);
  const [video, setVideo] = useState<HowToVideo | null>(null);
  const close = () => setDialog(null);
  const initials = `${account.first_name[0] ?? ''}${account.last_name[0] ?? ''}`.toUpperCase() || account.email[0].toUpperCase();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={props.navOpened} onClick={props.onToggleNav} hiddenFrom="sm" size="sm" aria-label={props.navOpened ? 'Close navigation' : 'Open navigation'} />
        {!phone && (
          <Text fw={700} c="blue.8" component={Link} to={paths.root()} style={{ textDecoration: 'none', whiteSpace: 'nowrap' }}>
            Jobsite Supply
          </Text>
        )}
        <Tooltip label="Switch company">
          <Button
            variant="subtle"
            color="dark"
            rightSection={<IconChevronDown size={14} />}
            onClick={() => setDialog('switch')}
            aria-label={`${account.company.name} (switch company)`}
            styles={{ label: { minWidth: 0 } }}
          >
            {/* The label is a flex box, where an ellipsis cannot show: the name goes in a block that cuts itself. */}
            <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: phone ? 140 : 320 }}>{account.company.name}</span>
          </Button>
        </Tooltip>
      </Group>
      <Group gap={phone ? 4 : 'xs'} wrap="nowrap">
        {props.bell}
        <Tooltip label="Scan code">
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label="Scan code" onClick={() => setDialog('scan')}>
            <IconScan size={22} />
          </ActionIcon>
        </Tooltip>
        <HelpMenu
          onPlay={(v) => {
            setVideo(v);
            setDialog('video');
          }}
          onContact={() => setDialog('contact')}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={`${initials} user menu`}>
              <Avatar size={32} radius="xl" color="blue">
                {initials}
              </Avatar>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              {account.first_name} {account.last_name}
              <br />
              {account.email}
            </Menu.Label>
            <Menu.Item component={Link} to={paths.accountSettings()} leftSection={<IconSettings size={16} />}>
              Account settings
            </Menu.Item>
            {companySettingsTabsFor(account.permissions, account.company.system_type).length > 0 && (
              <Menu.Item component={Link} to={paths.companySettings()} leftSection={<IconBuildingWarehouse size={16} />}>
                Company settings
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
              Log out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <SwitchCompanyDialog opened={dialog === 'switch'} onClose={close} />
      <ScanDialog opened={dialog === 'scan'} onClose={close} />
      <ContactUsDialog opened={dialog === 'contact'} onClose={close} />
      <HowToVideoDialog opened={dialog === 'video'} onClose={close} video={video} />
    </Group>
  );
}

/**
 * Help: the operator's how-to videos, then Contact us. A menu of its own, so that the videos'
 * answer re-renders it alone, not the whole top bar (126 components on every signed-in load).
 */
function HelpMenu({ onPlay, onContact }: { onPlay: (video: HowToVideo) => void; onContact: () => void }) {
  const howToVideos = useHowToVideos();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label="Help">
          <IconHelp size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {howToVideos.length > 0 && <Menu.Label>How-to videos</Menu.Label>}
        {howToVideos.map((v) => (
          <Menu.Item key={v.src} leftSection={<IconPlayerPlay size={16} />} onClick={() => onPlay(v)}>
            {v.title}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconMail size={16} />} onClick={onContact}>
          Contact us
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
