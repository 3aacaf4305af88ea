import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** The message of the one line each request leaves. */
const REQUEST_LOG_MSG = 'request';

/**
 * Fastify logs two lines per request (incoming, completed) with the whole request and reply in
 * each; this leaves one, when it ends, with what a person scanning the log needs.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { method: req.method, url: req.url, status: reply.statusCode, ms: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, REQUEST_LOG_MSG);
    else reply.log.info(line, REQUEST_LOG_MSG);
  }
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

const clockTime = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/**
 * One pino JSON line as a person reads it (decision 020): a request is
 * `14:03:07 GET /api/players 200 12 ms`, anything else `14:03:07 WARN message`, with the stack
 * of an error. Small on purpose: no dependency for what is a few lines of formatting.
 */
export function prettyLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const time = clockTime(line.time ?? Date.now());
  if (line.msg === REQUEST_LOG_MSG && line.method) return `${time} ${line.method} ${line.url} ${line.status} ${Math.round(line.ms ?? 0)} ms`;
  const level = LEVELS[line.level] ?? String(line.level);
  const err = line.err ? (line.level >= 50 && line.err.stack ? `\n${line.err.stack}` : `: ${line.err.message}`) : '';
  return `${time} ${level} ${line.msg ?? ''}${err}`;
}

/** A pino destination that writes `prettyLine` of every line to `out`. */
function prettyDestination(out: { write(text: string): unknown } = process.stdout) {
  return { write: (json: string) => void out.write(`${prettyLine(json)}\n`) };
}

/** Fastify's logger for LOG_FORMAT: pretty lines (the default of `npm start`) or pino's JSON. */
export function loggerOptions(format: 'pretty' | 'json', level: string, out?: { write(text: string): unknown }): FastifyServerOptions['logger'] {
  if (format === 'json') return out ? { level, stream: out as never } : { level };
  return { level, stream: prettyDestination(out) as never };
}
