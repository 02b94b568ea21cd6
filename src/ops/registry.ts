import { lazyRegistry } from '../core/registry.js';
import { entries } from './entries.js';

/** The service's registry: every operation by its entry, each definition loaded on first use (src/core/registry.ts). */
export const registry = lazyRegistry(entries);
