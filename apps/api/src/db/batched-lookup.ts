interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Point reads by key that arrive in the same event-loop turn, answered by one `load` of all their
 * keys. A read is only ever answered by a load sent after it arrived (one arriving while a load is
 * in flight waits for the next), so it never sees older data than a query of its own would: a request
 * that follows an acknowledged write reads that write. Used on PostgreSQL, where each query is a round
 * trip that costs both processes CPU; under load, many concurrent requests share one.
 */
export function batchedLookup<Row>(load: (keys: string[]) => Promise<Row[]>, keyOf: (row: Row) => string): (key: string) => Promise<Row | undefined> {
  let gathering: Map<string, Waiter<Row>[]> | undefined;

  const dispatch = async (batch: Map<string, Waiter<Row>[]>): Promise<void> => {
    try {
      const rows = new Map((await load([...batch.keys()])).map((row) => [keyOf(row), row]));
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(rows.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (key) =>
    new Promise<Row | undefined>((resolve, reject) => {
      if (gathering === undefined) {
        const batch = new Map<string, Waiter<Row>[]>();
        gathering = batch;
        // After this turn's I/O callbacks: every request parsed in it joins.
        setImmediate(() => {
          gathering = undefined;
          void dispatch(batch);
        });
      }
      const waiters = gathering.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(key, [{ resolve, reject }]);
    });
}
