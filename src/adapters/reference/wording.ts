/** "1 MiB", "64 KiB", "1.5 MiB", "900 bytes". */
export function formatBytes(bytes: number): string {
  const units: [string, number][] = [
    ['MiB', 1024 * 1024],
    ['KiB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))} ${unit}`;
  }
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** "60 requests per minute per client address", or "no rate limit" when the limit is 0 (disabled). */
export function rateLimitText(perMinute: number): string {
  if (perMinute <= 0) return 'no rate limit';
  return `${perMinute} ${perMinute === 1 ? 'request' : 'requests'} per minute per client address`;
}

/** "1 operation", "12 operations". */
export function operationCount(count: number): string {
  return `${count} ${count === 1 ? 'operation' : 'operations'}`;
}

/** "5 s", "0.5 s". */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`;
}
