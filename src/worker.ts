import { parentPort } from 'node:worker_threads';
import { loadEveryLazy } from './core/lazy.js';
import { registry } from './ops/registry.js';
import { isPageTask, runOperationTask, runPageTask, type OperationTask, type PageTask, type TaskStarted, type WorkerReady } from './workers/operation-task.js';

/**
 * The worker-thread entry (bundled as dist/worker.js): the operation pool's threads run the calls and tool pages the
 * main thread hands them, so a large input never holds up the event loop that answers everyone else.
 *
 * A thread loads every definition before it takes a call, at the top level of this module: piscina hands a thread no
 * task until its module has loaded, so a call waits for a starting thread as it waits in the queue. Loading a
 * definition inside a task would count against that task's deadline (a fresh thread replacing a stopped one, under a
 * short OPERATION_DEADLINE_MS, refused a small call), and a task stopped while its thread still loaded would stop the
 * thread. The same goes for the modules a definition loads on its first call (its logic and libraries: `lazy`): a
 * fresh thread's first word-count call made its three Intl.Segmenters inside the call, and on a busy machine ran out
 * of a 0.2 s deadline. The pool starts after the server's first answers (src/listen.ts), so this costs a cold start
 * nothing.
 */
await registry.loadAll();
await loadEveryLazy();
parentPort?.postMessage({ workerReady: true } satisfies WorkerReady);

export default function run(task: OperationTask | PageTask) {
  parentPort?.postMessage({ taskStarted: task.taskId } satisfies TaskStarted);
  const op = registry.loaded(task.operationId);
  if (!op) throw new Error(`no operation '${task.operationId}' in the worker's registry`);
  return isPageTask(task) ? runPageTask(task, op, registry.entries) : runOperationTask(task, op, registry.entries);
}
