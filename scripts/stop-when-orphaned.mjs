/**
 * Calls `stop` once the process that started this one has gone. npm passes a stop (SIGTERM from a
 * process manager, `docker stop`) to the shell that runs a script, and the shell dies without
 * passing it on: what the script started ran on, and was later killed without closing its
 * database. The check runs every `everyMs` and keeps no process alive.
 */
export function stopWhenOrphaned(stop, everyMs = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref();
}
