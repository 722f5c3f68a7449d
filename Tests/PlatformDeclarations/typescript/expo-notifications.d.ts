// The subset of expo-notifications' published types (SDK 52+) that specc's Expo adapter
// (Generated/typescript/*Expo.ts) uses, written from the module's API reference,
// https://docs.expo.dev/versions/latest/sdk/notifications/ ("Methods": scheduleNotificationAsync,
// getAllScheduledNotificationsAsync, cancelScheduledNotificationAsync, setNotificationChannelAsync,
// getNotificationChannelsAsync, setNotificationCategoryAsync; "Enums": AndroidImportance,
// SchedulableTriggerInputTypes; "Types": NotificationRequestInput, NotificationContentInput,
// DateTriggerInput, NotificationChannelInput, NotificationAction; issue 29's fields: "Enums":
// AndroidNotificationVisibility; "Types": NotificationContentAttachmentIos, InterruptionLevel,
// NotificationContentInput's badge, interruptionLevel, sticky, autoDismiss and attachments,
// NotificationChannelInput's vibrationPattern, lockscreenVisibility, bypassDnd and groupId,
// NotificationChannelGroup and NotificationChannelGroupInput; "Methods":
// getNotificationChannelGroupsAsync, setNotificationChannelGroupAsync). Not the package's file.
declare module "expo-notifications" {
  export enum AndroidImportance {
    UNKNOWN = 0,
    UNSPECIFIED = 1,
    NONE = 2,
    MIN = 3,
    LOW = 4,
    DEFAULT = 5,
    HIGH = 6,
    MAX = 7,
  }
  export enum SchedulableTriggerInputTypes {
    CALENDAR = "calendar",
    DAILY = "daily",
    WEEKLY = "weekly",
    MONTHLY = "monthly",
    YEARLY = "yearly",
    DATE = "date",
    TIME_INTERVAL = "timeInterval",
  }
  export enum AndroidNotificationVisibility {
    UNKNOWN = 0,
    PUBLIC = 1,
    PRIVATE = 2,
    SECRET = 3,
  }
  export type InterruptionLevel = "passive" | "active" | "timeSensitive" | "critical";
  export interface NotificationContentAttachmentIos {
    identifier: string | null;
    url: string | null;
    type: string | null;
    typeHint?: string;
    hideThumbnail?: boolean;
    thumbnailClipArea?: { x: number; y: number; width: number; height: number };
    thumbnailTime?: number;
  }
  export interface NotificationContentInput {
    title?: string | null;
    subtitle?: string | null;
    body?: string | null;
    data?: Record<string, unknown>;
    badge?: number;
    sound?: boolean | string;
    categoryIdentifier?: string;
    interruptionLevel?: InterruptionLevel;
    sticky?: boolean;
    autoDismiss?: boolean;
    attachments?: NotificationContentAttachmentIos[];
  }
  export interface DateTriggerInput {
    type: SchedulableTriggerInputTypes.DATE;
    date: Date | number;
    channelId?: string;
  }
  // "Types": DailyTriggerInput, WeeklyTriggerInput (weekday 1–7, 1 = Sunday), MonthlyTriggerInput,
  // YearlyTriggerInput (month in JavaScript Date's range, 0 = January).
  export interface DailyTriggerInput {
    type: SchedulableTriggerInputTypes.DAILY;
    channelId?: string;
    hour: number;
    minute: number;
  }
  export interface WeeklyTriggerInput {
    type: SchedulableTriggerInputTypes.WEEKLY;
    channelId?: string;
    weekday: number;
    hour: number;
    minute: number;
  }
  export interface MonthlyTriggerInput {
    type: SchedulableTriggerInputTypes.MONTHLY;
    channelId?: string;
    day: number;
    hour: number;
    minute: number;
  }
  export interface YearlyTriggerInput {
    type: SchedulableTriggerInputTypes.YEARLY;
    channelId?: string;
    day: number;
    month: number;
    hour: number;
    minute: number;
  }
  export type NotificationTriggerInput =
    | null
    | DateTriggerInput
    | DailyTriggerInput
    | WeeklyTriggerInput
    | MonthlyTriggerInput
    | YearlyTriggerInput;
  export interface NotificationRequestInput {
    identifier?: string;
    content: NotificationContentInput;
    trigger: NotificationTriggerInput;
  }
  export interface NotificationContent {
    title: string | null;
    body: string | null;
    data: Record<string, unknown>;
    categoryIdentifier: string | null;
  }
  export interface NotificationRequest {
    identifier: string;
    content: NotificationContent;
    trigger: unknown;
  }
  export interface NotificationChannelInput {
    name: string | null;
    importance: AndroidImportance;
    description?: string | null;
    sound?: string | null;
    enableVibrate?: boolean;
    vibrationPattern?: number[] | null;
    lockscreenVisibility?: AndroidNotificationVisibility;
    bypassDnd?: boolean;
    groupId?: string | null;
  }
  export interface NotificationChannelGroup {
    id: string;
    name: string | null;
    description?: string | null;
    channels: NotificationChannel[];
  }
  export interface NotificationChannelGroupInput {
    name: string | null;
    description?: string | null;
  }
  export interface NotificationChannel {
    id: string;
    name: string | null;
    importance: AndroidImportance;
  }
  export interface NotificationAction {
    identifier: string;
    buttonTitle: string;
    options?: { isDestructive?: boolean; isAuthenticationRequired?: boolean; opensAppToForeground?: boolean };
  }
  export function scheduleNotificationAsync(request: NotificationRequestInput): Promise<string>;
  export function getAllScheduledNotificationsAsync(): Promise<NotificationRequest[]>;
  export function cancelScheduledNotificationAsync(identifier: string): Promise<void>;
  export function getNotificationChannelsAsync(): Promise<NotificationChannel[]>;
  export function getNotificationChannelGroupsAsync(): Promise<NotificationChannelGroup[]>;
  export function setNotificationChannelGroupAsync(
    groupId: string,
    group: NotificationChannelGroupInput,
  ): Promise<NotificationChannelGroup | null>;
  export function setNotificationChannelAsync(
    channelId: string,
    channel: NotificationChannelInput,
  ): Promise<NotificationChannel | null>;
  export function setNotificationCategoryAsync(identifier: string, actions: NotificationAction[]): Promise<unknown>;
}
