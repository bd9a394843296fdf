import { test, expect, useDevnet } from './support/fixtures.ts';

test('the home page names the transport by the endpoint’s scheme: the plain-http devnet is not called HTTPS', async ({
  page,
  manifest,
}) => {
  expect(manifest.base).toMatch(/^http:\/\//);
  await useDevnet(page, 'http');
  await expect(page.getByTestId('home-endpoint')).toContainText('http://');
  await expect(page.getByTestId('home-transport')).toHaveText('HTTP (POST), unencrypted');
  await useDevnet(page, 'websocket');
  await expect(page.getByTestId('home-transport')).toHaveText('WebSocket (ws://), unencrypted');
});
