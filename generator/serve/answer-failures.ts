// Keeps a request handler from ending the server: a throw or a rejected promise becomes a 500 (or,
// once headers are sent, an ended connection) and one log line. An uncaught error in a handler would
// otherwise stop `serve`, and `dev` with its build child.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
export type Log = (line: string) => void;

/** One line naming the request: targets are cut, so a long or odd one cannot flood the terminal. */
export function describeRequest(req: IncomingMessage): string {
  const target = req.url ?? '';
  return `${req.method} ${JSON.stringify(target.length > 200 ? `${target.slice(0, 200)}…` : target)}`;
}

const firstLine = (error: unknown): string => String(error instanceof Error ? error.message : error).split('\n')[0];

/** What a failure after the handler started does to its response: answer 500 if nothing was sent yet, else end it. */
export function failResponse(req: IncomingMessage, res: ServerResponse, error: unknown, log: Log): void {
  if (res.headersSent) {
    log(`${describeRequest(req)}: response cut short: ${firstLine(error)}`);
    res.destroy();
    return;
  }
  log(`${describeRequest(req)}: 500: ${firstLine(error)}`);
  try {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Internal server error: see the terminal running build-site\n');
  } catch {
    // Headers half set by the failed handler: nothing sensible can be sent.
    res.destroy();
  }
}

export function answerFailures(handler: Handler, log: Log): Handler {
  return (req, res) => {
    const fail = (error: unknown) => failResponse(req, res, error, log);
    try {
      const result = handler(req, res);
      if (result) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
