/** The two service paths, /v3/<KEY> and /ws/v3/<KEY>; a missing key reads as ''. */
export function keyFromPath(path: string, prefix: '/v3' | '/ws/v3'): string | undefined {
  if (path === prefix || path === `${prefix}/`) return '';
  if (!path.startsWith(`${prefix}/`)) return undefined;
  const key = path.slice(prefix.length + 1);
  return key.includes('/') ? undefined : decodeURIComponent(key);
}
