import { parentPort } from 'node:worker_threads';
import { registry } from './ops/registry.js';
import { isPageTask, runOperationTask, runPageTask, type OperationTask, type PageTask, type TaskStarted, type WorkerReady } from './workers/operation-task.js';

/**
 * The worker-thread entry (bundled as dist/worker.js): the operation pool's threads run the calls and tool pages the
 * main thread hands them, so a large input never holds up the event loop that answers everyone else. A thread loads
 * an operation's definition on its first task for it (part of that task's run time), not all of them at start.
 */
parentPort?.postMessage({ workerReady: true } satisfies WorkerReady);

export default async function run(task: OperationTask | PageTask) {
  parentPort?.postMessage({ taskStarted: task.taskId } satisfies TaskStarted);
  const op = await registry.load(task.operationId);
  return isPageTask(task) ? runPageTask(task, op, registry.entries) : runOperationTask(task, op, registry.entries);
}
