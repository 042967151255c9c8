import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { sectionLinks } from '../../../config/navigation';
import { realtime } from '../../../lib/realtime';
import { subscribeSession } from '../../../lib/session';
import { useStoredAccount } from '../../../lib/session';
import { RequireAuth } from './RequireAuth';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { VersionCheck } from './version-check';

/**
 * The frame of every signed-in screen: top bar, side navigation (a drawer below 768 px),
 * the update prompt, and the screen itself. `bell` is the notifications feature's bell.
 */
export function AppLayout({ bell, children }: { bell: ReactNode; children?: ReactNode }) {
  return (
    <RequireAuth>
      <SignedInFrame bell={bell}>{children}</SignedInFrame>
    </RequireAuth>
  );
}

function SignedInFrame({ bell, children }: { bell: ReactNode; children?: ReactNode }) {
  const account = useStoredAccount()!;
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => nav.close(), [pathname]);
  // A new sign-in or company switch means a new session: the socket starts over with it.
  useEffect(() => subscribeSession(() => realtime.restart()), []);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <AppShell.Header>
        <TopBar account={account} bell={bell} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SideNav account={account} links={sectionLinks} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
      <VersionCheck />
    </AppShell>
  );
}
