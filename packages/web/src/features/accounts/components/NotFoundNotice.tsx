import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from './AuthLayout';

/** A registration link that points nowhere (a malformed company id). */
export function NotFoundNotice() {
  return (
    <AuthLayout title="Page not found">
      <Text size="sm">This registration link is not valid.</Text>
      <Anchor component={Link} to={paths.register()}>
        Find your company
      </Anchor>
    </AuthLayout>
  );
}
