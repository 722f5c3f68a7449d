#!/usr/bin/env python3
"""Random RFC 5545 recurrence rules and their dates as python-dateutil's rrule (an independent
implementation) gives them, for scripts/check-recurrence.sh to hold the Swift, Kotlin and
TypeScript runtimes' recurrence model (Recurrence.swift, Recurrence.kt, specc-recurrence.ts) to.

Each rule mixes FREQ (DAILY/WEEKLY/MONTHLY/YEARLY), INTERVAL, BYMONTH, BYMONTHDAY (negative
too), BYDAY (with ordinals on MONTHLY and YEARLY), BYSETPOS, COUNT or UNTIL and a DTSTART between
1995 and 2035 (on a Monday for WEEKLY with BYSETPOS: dateutil's first week starts at DTSTART,
RFC 5545's at its Monday). BYDAY is all ordinal or all plain (dateutil intersects the two kinds,
RFC 5545 takes their union). About one rule in ten is an RFC 7529 SKIP rule (dateutil has no SKIP):
SKIP=BACKWARD for day d is dateutil's BYMONTHDAY=d,-1;BYSETPOS=1 (the month's set is {d, last
day}, d dropped where the month lacks it); SKIP=FORWARD is that date plus one day where the month
lacks d (the first of the next month), generated from the first day of DTSTART's period (month,
or year for YEARLY) so that a date moved forward onto DTSTART or after it is kept, and counted
after the move.

Writes one rule a line, tab-separated: RRULE, DTSTART, THROUGH (the last date asked for), LIMIT
(most dates asked for), then the dates (YYYY-MM-DD, comma-separated; empty when none): the
runtime must give exactly those dates from DTSTART through THROUGH, at most LIMIT.
Usage: random-rrules.py OUTPUT SEED COUNT
"""
import calendar
import datetime as datetime_module
import random
import sys
import types
import warnings
from datetime import date, datetime, timedelta
from itertools import islice

import dateutil.rrule
from dateutil.rrule import DAILY, MONTHLY, WEEKLY, YEARLY, weekday, rrule

FREQS = {"DAILY": DAILY, "WEEKLY": WEEKLY, "MONTHLY": MONTHLY, "YEARLY": YEARLY}
CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]  # dateutil's order (MO = 0)
LIMIT = 40


class BoundedDatetime(types.ModuleType):
    """dateutil's view of the datetime module with MAXYEAR lowered to just past the window: a rule
    that never occurs (BYMONTH=2;BYMONTHDAY=30) ends there instead of walking to year 9999. No
    date after the window is asked for, so the dates are the same."""

    def __getattr__(self, name):
        return getattr(datetime_module, name)


BOUNDED = BoundedDatetime("datetime")
dateutil.rrule.datetime = BOUNDED


def random_day(r):
    return date(1995, 1, 1) + timedelta(days=r.randrange(0, 40 * 365))


def fmt(values):
    return ",".join(str(v) for v in values)


def plain_rule(r):
    name = r.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
    parts = {"freq": FREQS[name]}
    text = [f"FREQ={name}"]
    interval = r.choice([1, 1, 1, 1, 2, 3, 4, 5, 7])
    if interval != 1:
        parts["interval"] = interval
        text.append(f"INTERVAL={interval}")
    if r.random() < 0.3:
        months = sorted(r.sample(range(1, 13), r.randint(1, 3)))
        parts["bymonth"] = months
        text.append("BYMONTH=" + fmt(months))
    if name != "WEEKLY" and r.random() < 0.4:
        days = sorted(set(r.choice([r.randint(1, 31), r.randint(1, 31), r.randint(-31, -1)])
                          for _ in range(r.randint(1, 3))))
        parts["bymonthday"] = days
        text.append("BYMONTHDAY=" + fmt(days))
    if r.random() < 0.45:
        # All ordinal or all plain: dateutil intersects the two kinds (BYDAY=-2SA,WE gives nothing),
        # where RFC 5545 (and the runtimes) take their union.
        entries = []
        ordinals = name in ("MONTHLY", "YEARLY") and r.random() < 0.5
        for code in r.sample(range(7), r.randint(1, 3)):
            ordinal = 0
            if ordinals:
                top = 53 if name == "YEARLY" and "bymonth" not in parts else 5
                ordinal = r.choice([1, -1]) * r.randint(1, top)
            entries.append((ordinal, code))
        parts["byweekday"] = [weekday(code, ordinal) if ordinal else weekday(code) for ordinal, code in entries]
        text.append("BYDAY=" + ",".join((f"{o}" if o else "") + CODES[c] for o, c in entries))
    if r.random() < 0.25:
        positions = sorted(set(r.choice([1, -1]) * r.randint(1, 5) for _ in range(r.randint(1, 2))))
        parts["bysetpos"] = positions
        text.append("BYSETPOS=" + fmt(positions))
    return name, parts, text


def main():
    out, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    r = random.Random(seed)
    warnings.simplefilter("ignore")  # COUNT with UNTIL (the window's end) is deprecated, and meant
    lines = []
    dates_total = 0
    for _ in range(count):
        start = random_day(r)
        through = start + timedelta(days=r.randint(60, 1500))
        skip = None
        if r.random() < 0.1:
            name = r.choice(["MONTHLY", "YEARLY"])
            day = r.randint(29, 31)
            skip = r.choice(["BACKWARD", "FORWARD"])
            parts = {"freq": FREQS[name], "bymonthday": (day, -1), "bysetpos": 1}
            text = [f"FREQ={name}"]
            month = r.randint(1, 12) if name == "YEARLY" else None
            if name == "YEARLY" or r.random() < 0.3:
                month = month or r.randint(1, 12)
                parts["bymonth"] = month
                text.append(f"BYMONTH={month}")
            text.append(f"BYMONTHDAY={day}")
        else:
            name, parts, text = plain_rule(r)
            if name == "WEEKLY" and "bysetpos" in parts:
                # dateutil's first week starts at DTSTART, not at its Monday (RFC 5545's week, and
                # the runtimes'): BYSETPOS counts from DTSTART in it. A DTSTART on a Monday agrees.
                start -= timedelta(days=start.weekday())
        until = None
        if r.random() < 0.3:
            parts["count"] = r.randint(1, 30)
            text.append(f"COUNT={parts['count']}")
        elif r.random() < 0.3:
            until = start + timedelta(days=r.randint(0, 1200))
            text.append("UNTIL=" + until.strftime("%Y%m%d"))
        if skip:
            text.append(f"SKIP={skip}")
        end = min(through, until) if until else through
        stop = end + timedelta(days=1) if skip == "FORWARD" else end
        BOUNDED.MAXYEAR = stop.year + 1
        until_time = datetime(stop.year, stop.month, stop.day, 9, 0)
        if skip == "FORWARD":
            # The periods run from DTSTART's (its month, or its year for YEARLY); a date moved out
            # of its period onto DTSTART or after it is kept (YEARLY;BYMONTH=2;BYMONTHDAY=31 from
            # DTSTART 2023-03-01 gives 2023-03-01, from 2023's period), and RFC 5545 drops only what
            # is before DTSTART once the set is built. So dateutil starts at the first day of
            # DTSTART's period, and the moved dates are cut at DTSTART, then counted.
            limit_count = parts.pop("count", None)
            early = date(start.year, 1 if name == "YEARLY" else start.month, 1)
            rule = rrule(dtstart=datetime(early.year, early.month, early.day, 9, 0), until=until_time, **parts)
            day = parts["bymonthday"][0]
            found = [d.date() for d in islice(rule, LIMIT + 13)]
            found = [d + timedelta(days=1) if d.day < day and calendar.monthrange(d.year, d.month)[1] < day else d
                     for d in found]
            found = [d for d in found if start <= d <= end]
            if limit_count is not None:
                found = found[:limit_count]
        else:
            rule = rrule(dtstart=datetime(start.year, start.month, start.day, 9, 0), until=until_time, **parts)
            found = [d.date() for d in islice(rule, LIMIT + 1)]
        found = found[:LIMIT]
        dates_total += len(found)
        lines.append("\t".join([";".join(text), start.isoformat(), through.isoformat(), str(LIMIT),
                                ",".join(d.isoformat() for d in found)]))
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"python-dateutil: {count} random rules (seed {seed}), {dates_total} dates")


if __name__ == "__main__":
    main()
