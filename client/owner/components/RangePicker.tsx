// The dashboard's date range: a button per preset and a react-aria DateRangePicker of whole days
// (typed or picked in a calendar). The picker shows the days in use, a preset's too; its error is
// the message the worker would answer for that range.
import { parseDate, type CalendarDate } from "@internationalized/date";
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from "react-aria-components";

interface Props<Preset extends number> {
  presets: readonly Preset[];
  /** The preset in use, if any. */
  preset?: Preset;
  /** The days shown: the preset's, or the ones in the URL (even when they make no valid range). */
  from?: string;
  to?: string;
  error?: string;
  onPreset: (days: Preset) => void;
  onRange: (from: string, to: string) => void;
}

/** A YYYY-MM-DD day as the picker's value; null when it is no such day (2020-02-30). */
function dayValue(day: string | undefined): CalendarDate | null {
  if (day === undefined) return null;
  try {
    const value = parseDate(day);
    return value.toString() === day ? value : null;
  } catch {
    return null;
  }
}

export function RangePicker<Preset extends number>(props: Props<Preset>) {
  const { presets, preset, from, to, error, onPreset, onRange } = props;
  const start = dayValue(from);
  const end = dayValue(to);
  return (
    <div className="range-picker">
      <div role="group" aria-label="Presets">
        {presets.map((n) => (
          <Button key={n} onPress={() => onPreset(n)} aria-pressed={preset === n}>
            Last {n} days
          </Button>
        ))}
      </div>
      <DateRangePicker
        className="field"
        value={start && end ? { start, end } : null}
        onChange={(v) => v && onRange(v.start.toString(), v.end.toString())}
        isInvalid={error !== undefined}
        validationBehavior="aria"
      >
        <Label>Dates</Label>
        <Group className="range-input">
          <DateInput slot="start">{(segment) => <DateSegment segment={segment} />}</DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end">{(segment) => <DateSegment segment={segment} />}</DateInput>
          <Button>
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <FieldError className="field-error">{error}</FieldError>
        <Popover>
          <Dialog>
            <RangeCalendar>
              <header className="calendar-header">
                <Button slot="previous">
                  <span aria-hidden="true">◀</span>
                </Button>
                <Heading />
                <Button slot="next">
                  <span aria-hidden="true">▶</span>
                </Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </div>
  );
}
