import { categories, type Category } from '../../core/categories.js';
import type { AnyOperation } from '../../core/operation.js';

export interface CategoryGroup {
  key: Category;
  title: string;
  description: string;
  operations: AnyOperation[];
}

/** Operations grouped in the display order of `categories`; categories without operations are left out. */
export function operationsByCategory(operations: readonly AnyOperation[]): CategoryGroup[] {
  return (Object.keys(categories) as Category[])
    .map((key) => ({ key, ...categories[key], operations: operations.filter((op) => op.category === key) }))
    .filter((group) => group.operations.length > 0);
}
