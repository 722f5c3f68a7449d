// The planner runtime API that generated TypeScript is written against (issue 19), as
// declarations only: ForeignPlannerTests type-checks generated planners against it until the
// real runtime (Runtimes/typescript/specc-planner.ts) ships beside the generated files.
export interface LocalDate { readonly year: number; readonly month: number; readonly day: number }
export interface LocalTime { readonly hour: number; readonly minute: number }
export type When = { readonly kind: "at"; readonly time: LocalTime } | { readonly kind: "provided" };
export interface Snooze { readonly minutes: number; readonly maxCount: number }
export interface TimeRange { readonly earliest: LocalTime; readonly latest: LocalTime; readonly stepMinutes: number }
export interface Item { readonly id: string; readonly timing: When; readonly weekdays: readonly number[] | null; readonly from: LocalDate | null; readonly until: LocalDate | null; readonly reminderOffsets: readonly number[]; readonly template: string | null; readonly channel: string | null; readonly category: string | null; readonly sound: string | null; readonly reminderSound: string | null; readonly snooze: Snooze | null; readonly timeRange: TimeRange | null }
export interface Trigger { readonly id: string; readonly per: "day" | "window" }
export interface Configuration { readonly windowDays: number; readonly cap: number | null; readonly reserve: number; readonly refreshHours: number | null; readonly triggers: readonly Trigger[] }
export interface QuietHours { readonly from: LocalTime; readonly to: LocalTime }
export interface Limits { readonly maxPerDay: number | null; readonly quietHours: QuietHours | null }
export interface ItemSettings { readonly isOn: boolean; readonly reminderOffset: number | null; readonly time: LocalTime | null; readonly sound: boolean; readonly reminderSound: boolean }
export interface Settings { readonly items: ReadonlyMap<string, ItemSettings> }
export interface Occurrence { readonly itemId: string }
export interface Rendered { readonly title: string; readonly body: string }
export interface Input { readonly now: Date; readonly timeZone: string; readonly settings: Settings; readonly providedTime?: (itemId: string, date: LocalDate) => LocalTime | null; readonly render: (o: Occurrence) => Rendered | null }
export interface Plan { readonly ids: readonly string[] }
export function plan(items: readonly Item[], configuration: Configuration, input: Input): Plan { return { ids: items.map((i) => i.id) }; }
