import pg from 'pg';

const RECONNECT_MS = 1000;

/**
 * A dedicated LISTEN connection to one channel of a PostgreSQL server: it brings in what every
 * process NOTIFYs there. A dropped connection must not crash the process: it reconnects while
 * `wanted()` says someone still listens.
 */
export class PgListener {
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private closed = false;
  /** Bumped on every successful LISTEN: between two of them notifications may have been missed. */
  connection = 0;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly wanted: () => boolean,
  ) {}

  /** Whether notifications from other processes are arriving right now. */
  get listening() {
    return !!this.client;
  }

  /** Starts LISTEN on first use; resolves once notifications will arrive. */
  ready(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      // Named, so an operator (and a test) can tell it apart in pg_stat_activity.
      const client = new pg.Client({ connectionString: this.url, application_name: `superliga-listen-${this.channel}` });
      client.on('notification', (msg) => {
        if (msg.channel === this.channel && msg.payload) this.onPayload(msg.payload);
      });
      const dropped = () => {
        if (this.client !== client) return;
        this.client = undefined;
        this.connecting = undefined;
        client.end().catch(() => undefined);
        this.retryLater();
      };
      client.on('error', dropped);
      client.on('end', dropped);
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
      this.connection++;
    })().catch((err) => {
      this.connecting = undefined;
      throw err;
    });
    return this.connecting;
  }

  /** Reconnects after a drop, and again after every failed attempt, while someone still listens. */
  private retryLater() {
    if (this.closed || !this.wanted()) return;
    setTimeout(() => void this.ready().catch(() => this.retryLater()), RECONNECT_MS).unref();
  }

  async close() {
    this.closed = true;
    const connecting = this.connecting;
    this.connecting = undefined;
    await connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
