import { Alert, Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@jobsite/core';

/**
 * Only this site's own file links are followed (the server signs them: /api/v1/files/…): a link to
 * any other site is no download, or the screen would send whoever opens it wherever it says.
 */
export function downloadableUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin && url.pathname.startsWith('/api/v1/files/') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The file's name, the link's last part, as it was encoded; a part that does not decode is shown as it is. */
function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split('/').pop() || 'file';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Download-file screen (spec section 2; params s3_object_url, id, company_id): starts the
 * download of the linked file, with a link to try again; without a link it says so.
 */
export function DownloadFilePage() {
  const [params] = useSearchParams();
  const url = useMemo(() => downloadableUrl(params.get('s3_object_url')), [params]);
  const name = url ? fileNameOf(url) : '';

  useEffect(() => {
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }, [url, name]);

  return (
    <Center mih="50vh" p="md">
      <Stack align="center" maw={520}>
        <Title order={2}>Download file</Title>
        {url ? (
          <>
            <Text ta="center">Your download of {name} should start now.</Text>
            <Anchor href={url} download={name}>
              Download again
            </Anchor>
          </>
        ) : (
          <Alert color="red" title="Cannot download">
            {messages.s3UrlMissing}
          </Alert>
        )}
      </Stack>
    </Center>
  );
}
