import type { AnyOperation } from '../core/operation.js';
import slugify from './slugify/slugify.op.js';

/** The registry: every operation, in display order within its category. Adding an operation = its folder + one line here. */
export const operations: readonly AnyOperation[] = [slugify];

export const operationsById: ReadonlyMap<string, AnyOperation> = new Map(operations.map((op) => [op.id, op]));
