// The panel type-checks the worker's routes (for hc<AppType>) with the DOM's globals beside the
// Workers runtime's; the one the DOM declares differently is the Workers' default cache.
interface CacheStorage {
  readonly default: Cache;
}
