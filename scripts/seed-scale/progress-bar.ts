/** One line of progress: bar, percentage, counts, elapsed time and an estimate of what is left. */
export function renderProgress(options: {
  label: string;
  done: number;
  total: number;
  elapsedMs: number;
  width?: number;
}): string {
  const { label, done, total, elapsedMs, width = 30 } = options;
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(fraction * width);
  const seconds = elapsedMs / 1000;
  const eta = fraction > 0 && fraction < 1 ? ` · ${Math.ceil((seconds / fraction) * (1 - fraction))} s left` : "";
  const counts = `${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")}`;
  return `${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${counts} · ${seconds.toFixed(1)} s${eta}`;
}

/**
 * Draws the line on stderr with plain ANSI (carriage return, clear line), at most ten times a
 * second. Off a terminal (a log, a parent process) it prints a line at every tenth instead.
 */
export function progressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = performance.now();
  let lastDraw = 0;
  let lastTenth = -1;
  const line = (done: number) => renderProgress({ label, done, total, elapsedMs: performance.now() - started });
  return {
    update(done: number) {
      if (stream.isTTY) {
        const now = performance.now();
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        stream.write(`\r\x1b[2K${line(done)}`);
      } else {
        const tenth = Math.floor((done / Math.max(1, total)) * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        stream.write(`${line(done)}\n`);
      }
    },
    finish(done = total) {
      if (stream.isTTY) stream.write(`\r\x1b[2K${line(done)}\n`);
      else if (lastTenth < 10) stream.write(`${line(done)}\n`);
    },
  };
}
