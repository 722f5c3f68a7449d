#!/usr/bin/env python3
"""Occurrence dates of RFC 5545 recurrence rules, computed by python-dateutil's rrule (an
independent implementation), for scripts/check-recurrence.sh to hold the Swift planner to.

Writes JSON: {"from", "until", "rules": [{"name", "rrule", "days", "weekdays", "dates"}]}, where
"days"/"weekdays" are the planner's spelling of the rule (Scheduling.Days, Item.weekdays) and
"dates" the dates dateutil gives between "from" and "until" inclusive.

RFC 7529's SKIP=BACKWARD (the planner's `lastDay`) is not in dateutil; for a day d it is
expressed as BYMONTHDAY=d,-1;BYSETPOS=1: the month's set is {d, last day} (d dropped where the
month lacks it), and its first member is d where it exists, else the last day. With a weekday
filter the planner filters the resulting dates (Item.weekdays limits every kind), which BYDAY inside
that rule would not do (it would pick the last day when d is not the weekday), so those rules
filter dateutil's dates by weekday afterwards ("filter": true).
Usage: check-recurrence.py OUTPUT.json
"""
import json
import sys
from datetime import datetime

from dateutil.rrule import DAILY, MONTHLY, YEARLY, FR, MO, SA, SU, TH, TU, WE, rrule

START = datetime(2020, 1, 1, 9, 0)
UNTIL = datetime(2031, 12, 31, 9, 0)
# dateutil's weekday → the planner's (1 = Sunday … 7 = Saturday).
PLANNER_DAY = {MO.weekday: 2, TU.weekday: 3, WE.weekday: 4, TH.weekday: 5, FR.weekday: 6, SA.weekday: 7, SU.weekday: 1}
RFC_DAY = {MO.weekday: "MO", TU.weekday: "TU", WE.weekday: "WE", TH.weekday: "TH", FR.weekday: "FR", SA.weekday: "SA", SU.weekday: "SU"}


def rule(name, text, days, freq, weekdays=None, filter_after=False, **parts):
    if weekdays and not filter_after:
        parts["byweekday"] = weekdays
    dates = list(rrule(freq, dtstart=START, until=UNTIL, **parts))
    if weekdays and filter_after:
        wanted = {w.weekday for w in weekdays}
        dates = [d for d in dates if d.weekday() in wanted]
    return {
        "name": name,
        "rrule": text + ((" then only " if filter_after else ";BYDAY=") + ",".join(RFC_DAY[w.weekday] for w in weekdays) if weekdays else ""),
        "days": days,
        "weekdays": sorted(PLANNER_DAY[w.weekday] for w in weekdays) if weekdays else None,
        "filter": filter_after,
        "dates": [d.strftime("%Y-%m-%d") for d in dates],
    }


def main():
    rules = []
    for day in (1, 15, 28, 29, 30, 31):
        rules.append(rule(f"monthly {day} skip", f"FREQ=MONTHLY;BYMONTHDAY={day}",
                          {"kind": "monthly", "day": day, "missing": "skip"}, MONTHLY, bymonthday=day))
        rules.append(rule(f"monthly {day} lastDay", f"FREQ=MONTHLY;BYMONTHDAY={day},-1;BYSETPOS=1",
                          {"kind": "monthly", "day": day, "missing": "lastDay"}, MONTHLY,
                          bymonthday=(day, -1), bysetpos=1))
    for ordinal, weekday in ((2, TU), (-1, FR), (1, MO), (5, SU), (-5, MO), (4, TH), (-2, SA)):
        rules.append(rule(f"monthly {ordinal} {RFC_DAY[weekday.weekday]}",
                          f"FREQ=MONTHLY;BYDAY={ordinal:+d}{RFC_DAY[weekday.weekday]}",
                          {"kind": "monthlyNth", "ordinal": ordinal, "weekday": PLANNER_DAY[weekday.weekday]},
                          MONTHLY, byweekday=weekday(ordinal)))
    for month, day in ((2, 29), (2, 28), (12, 25), (4, 31), (1, 1)):
        rules.append(rule(f"yearly {month}-{day} skip", f"FREQ=YEARLY;BYMONTH={month};BYMONTHDAY={day}",
                          {"kind": "yearly", "month": month, "day": day, "missing": "skip"}, YEARLY,
                          bymonth=month, bymonthday=day))
        rules.append(rule(f"yearly {month}-{day} lastDay", f"FREQ=YEARLY;BYMONTH={month};BYMONTHDAY={day},-1;BYSETPOS=1",
                          {"kind": "yearly", "month": month, "day": day, "missing": "lastDay"}, YEARLY,
                          bymonth=month, bymonthday=(day, -1), bysetpos=1))
    # Weekday-filtered rules: BYDAY limits DAILY and MONTHLY;BYMONTHDAY (RFC 5545's table).
    rules.append(rule("daily on weekdays", "FREQ=DAILY", {"kind": "everyDay"}, DAILY, weekdays=[MO, TU, WE, TH, FR]))
    rules.append(rule("Friday the 13th", "FREQ=MONTHLY;BYMONTHDAY=13", {"kind": "monthly", "day": 13, "missing": "skip"},
                      MONTHLY, weekdays=[FR], bymonthday=13))
    rules.append(rule("day 31 on weekends, skip", "FREQ=MONTHLY;BYMONTHDAY=31",
                      {"kind": "monthly", "day": 31, "missing": "skip"}, MONTHLY, weekdays=[SA, SU], bymonthday=31))
    rules.append(rule("day 31 or the last day, on Mondays (filtered after)", "FREQ=MONTHLY;BYMONTHDAY=31,-1;BYSETPOS=1",
                      {"kind": "monthly", "day": 31, "missing": "lastDay"}, MONTHLY, weekdays=[MO], filter_after=True,
                      bymonthday=(31, -1), bysetpos=1))
    rules.append(rule("29 February or the 28th, on weekdays (filtered after)",
                      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29,-1;BYSETPOS=1",
                      {"kind": "yearly", "month": 2, "day": 29, "missing": "lastDay"}, YEARLY,
                      weekdays=[MO, TU, WE, TH, FR], filter_after=True, bymonth=2, bymonthday=(29, -1), bysetpos=1))
    out = {"from": START.strftime("%Y-%m-%d"), "until": UNTIL.strftime("%Y-%m-%d"), "rules": rules}
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, sort_keys=True)
    print(f"python-dateutil: {len(rules)} rules, {sum(len(r['dates']) for r in rules)} dates, {out['from']} … {out['until']}")


if __name__ == "__main__":
    main()
