import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * What a screen shows when it breaks while rendering (a route's errorElement), instead of the
 * router's developer page: in plain words, with a reload and a way home. Inside the signed-in
 * frame the menu stays, so the user carries on elsewhere.
 */
export function ScreenErrorPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} ta="center">
          This screen ran into a problem
        </Title>
        <Text c="dimmed" ta="center">
          Nothing you saved is lost. Reload the page to try again; if it happens again, tell us what you were doing through Help.
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button variant="default" component={Link} to={paths.root()}>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
