// A reader that stops early (`build-site build | head -1`) closes the pipe. The command then finishes
// its work with the rest of its messages dropped, as `git log | head` does, rather than dying on the
// first write after it (EPIPE), half-way through a build, with a stack trace and esbuild's service cut off.
export function keepRunningWhenOutputCloses(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}
