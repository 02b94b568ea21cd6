/**
 * Writes server.json, the MCP Registry's description of this server, from the definitions (src/adapters/mcp/
 * registry-entry.ts). Run after changing the server's identity, its public origin or its toolsets:
 *
 *   npx tsx scripts/write-server-json.ts           writes server.json
 *   npx tsx scripts/write-server-json.ts --check   exits 1 if server.json differs from what it would write
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverJsonText } from '../src/adapters/mcp/registry-entry.js';
import { operations } from '../src/ops/index.js';

const file = fileURLToPath(new URL('../server.json', import.meta.url));
const text = serverJsonText(operations);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // a missing file differs
  }
  if (current !== text) {
    console.error('server.json is out of date: run npx tsx scripts/write-server-json.ts');
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
