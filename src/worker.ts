import { parentPort } from 'node:worker_threads';
import { registry } from './ops/registry.js';
import { isPageTask, runOperationTask, runPageTask, type OperationTask, type PageTask, type TaskStarted, type WorkerReady } from './workers/operation-task.js';

/**
 * The worker-thread entry (bundled as dist/worker.js): the operation pool's threads run the calls and tool pages the
 * main thread hands them, so a large input never holds up the event loop that answers everyone else.
 *
 * A thread loads every definition before it takes a call: loading one inside a task would count against that task's
 * deadline (a fresh thread replacing a stopped one, under a short OPERATION_DEADLINE_MS, would refuse a small call).
 * The pool starts after the server's first answers (src/listen.ts), so this costs a cold start nothing.
 */
const loaded = registry.loadAll();
void loaded.then(() => parentPort?.postMessage({ workerReady: true } satisfies WorkerReady));

export default async function run(task: OperationTask | PageTask) {
  // Still loading: the task waits as in the queue (the pool gives a starting thread its grace), not as running.
  await loaded;
  parentPort?.postMessage({ taskStarted: task.taskId } satisfies TaskStarted);
  const op = registry.loaded(task.operationId) ?? (await registry.load(task.operationId));
  return isPageTask(task) ? runPageTask(task, op, registry.entries) : runOperationTask(task, op, registry.entries);
}
