// Raw analytics events, one data point per event, for debugging and ad-hoc queries: written to
// Workers Analytics Engine (write-only from the worker) when the RAW_EVENTS dataset is bound, and
// otherwise to a bounded in-memory stand-in (development and tests), which tests can read. D1 holds
// no raw row per event (docs/analytics.md).
import type { StoredEvent } from "./aggregate";

export interface RawEventSink {
  write(event: StoredEvent): void;
}

/** Analytics Engine's limit on a data point's blobs is 16 KB in all; the payload gets most of it. */
const MAX_PAYLOAD_CHARS = 12_000;

export function analyticsEngineSink(dataset: AnalyticsEngineDataset): RawEventSink {
  return {
    write(e) {
      dataset.writeDataPoint({
        indexes: [e.websiteId ?? ""],
        blobs: [
          e.id,
          e.kind,
          e.visitorId ?? "",
          JSON.stringify(e.payload ?? null).slice(0, MAX_PAYLOAD_CHARS),
        ],
        doubles: [e.sentAt],
      });
    },
  };
}

/** The local stand-in: the last LOCAL_LIMIT events of this isolate, oldest first. */
const LOCAL_LIMIT = 1_000;
export const localRawEvents: StoredEvent[] = [];
export const localSink: RawEventSink = {
  write(e) {
    localRawEvents.push(e);
    if (localRawEvents.length > LOCAL_LIMIT) localRawEvents.splice(0, localRawEvents.length - LOCAL_LIMIT);
  },
};

export function rawEventSink(env: Env): RawEventSink {
  const dataset = (env as { RAW_EVENTS?: AnalyticsEngineDataset }).RAW_EVENTS;
  return dataset ? analyticsEngineSink(dataset) : localSink;
}
