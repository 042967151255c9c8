import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The frame of the signed-out screens: product name, a card, and room on a phone. */
export function AuthLayout({ title, subtitle, width = 440, children }: { title: string; subtitle?: ReactNode; width?: number; children: ReactNode }) {
  return (
    <Center mih="100vh" px="sm" py="xl" bg="gray.0">
      <Box w="100%" maw={width}>
        <Stack gap="lg">
          <Anchor component={Link} to={paths.root()} underline="never" ta="center" fw={700} fz="xl" c="blue.7">
            Jobsite Supply
          </Anchor>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <div>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
