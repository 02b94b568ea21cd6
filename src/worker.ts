import { parentPort } from 'node:worker_threads';
import { operations } from './ops/index.js';
import { isPageTask, runOperationTask, runPageTask, type OperationTask, type PageTask, type TaskStarted, type WorkerReady } from './workers/operation-task.js';

/**
 * The worker-thread entry (bundled as dist/worker.js): the operation pool's threads load the registry once and run
 * the calls and tool pages the main thread hands them, so a large input never holds up the event loop that answers everyone else.
 */
const byId = new Map(operations.map((op) => [op.id, op]));
parentPort?.postMessage({ workerReady: true } satisfies WorkerReady);

export default function run(task: OperationTask | PageTask) {
  parentPort?.postMessage({ taskStarted: task.taskId } satisfies TaskStarted);
  return isPageTask(task) ? runPageTask(task, byId) : runOperationTask(task, byId);
}
