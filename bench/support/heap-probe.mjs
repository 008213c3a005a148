/**
 * Loaded into a benchmarked server with `--import` (never by the product): answers the bench's
 * 'memory' message over the IPC channel with the process's memory after a full collection, so
 * the bench reads the heap without the server exposing anything of its own.
 */
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    globalThis.gc?.();
    process.send({ memory: process.memoryUsage() });
  });
  // The channel must not keep the server alive: it stops on SIGTERM as it would in production.
  process.channel?.unref();
}
