import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" ta="center">
          The page you opened does not exist or has moved.
        </Text>
        <Button component={Link} to={paths.root()}>
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
