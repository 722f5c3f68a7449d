// The subset of @capacitor/local-notifications' published types (v6/v7) that specc's Capacitor
// adapter (Generated/typescript/*Capacitor.ts) uses, written from the plugin's API reference,
// https://capacitorjs.com/docs/apis/local-notifications (LocalNotificationsPlugin: schedule,
// getPending, cancel, registerActionTypes, createChannel, listChannels; the interfaces below are
// that page's "Interfaces" and "Type Aliases" sections). Not the package's file.
declare module "@capacitor/local-notifications" {
  // Schedule: at, allowWhileIdle, on (ScheduleOn: "Schedule a notification on particular interval(s)").
  export interface Schedule {
    at?: Date;
    allowWhileIdle?: boolean;
    on?: ScheduleOn;
  }
  // ScheduleOn: year, month, day, weekday, hour, minute, second.
  export interface ScheduleOn {
    year?: number;
    month?: number;
    day?: number;
    weekday?: Weekday;
    hour?: number;
    minute?: number;
    second?: number;
  }
  // Weekday (Enums): Sunday = 1 … Saturday = 7.
  export enum Weekday {
    Sunday = 1,
    Monday = 2,
    Tuesday = 3,
    Wednesday = 4,
    Thursday = 5,
    Friday = 6,
    Saturday = 7,
  }
  // Attachment (iOS): id, url, options.
  export interface AttachmentOptions {
    iosUNNotificationAttachmentOptionsKeyTypeHint?: string;
  }
  export interface Attachment {
    id: string;
    url: string;
    options?: AttachmentOptions;
  }
  // LocalNotificationSchema.
  export interface LocalNotificationSchema {
    id: number;
    title: string;
    body: string;
    schedule?: Schedule;
    sound?: string;
    attachments?: Attachment[];
    channelId?: string;
    actionTypeId?: string;
    threadIdentifier?: string;
    group?: string;
    groupSummary?: boolean;
    ongoing?: boolean;
    autoCancel?: boolean;
    // summaryText (Android), iconColor (Android): what an app's `customize` may set.
    summaryText?: string;
    iconColor?: string;
    extra?: any;
  }
  // PendingLocalNotificationSchema.
  export interface PendingLocalNotificationSchema {
    id: number;
    title: string;
    body: string;
    schedule?: Schedule;
    extra?: any;
  }
  export interface LocalNotificationDescriptor {
    id: number;
  }
  export interface ScheduleOptions {
    notifications: LocalNotificationSchema[];
  }
  export interface ScheduleResult {
    notifications: LocalNotificationDescriptor[];
  }
  export interface PendingResult {
    notifications: PendingLocalNotificationSchema[];
  }
  export interface CancelOptions {
    notifications: LocalNotificationDescriptor[];
  }
  // Action, ActionType, RegisterActionTypesOptions.
  export interface Action {
    id: string;
    title: string;
    requiresAuthentication?: boolean;
    foreground?: boolean;
    destructive?: boolean;
  }
  export interface ActionType {
    id: string;
    actions?: Action[];
  }
  export interface RegisterActionTypesOptions {
    types: ActionType[];
  }
  // Importance: 1 | 2 | 3 | 4 | 5; Visibility: -1 | 0 | 1.
  export type Importance = 1 | 2 | 3 | 4 | 5;
  export type Visibility = -1 | 0 | 1;
  // Channel, ListChannelsResult.
  export interface Channel {
    id: string;
    name: string;
    description?: string;
    sound?: string;
    importance?: Importance;
    visibility?: Visibility;
    lights?: boolean;
    lightColor?: string;
    vibration?: boolean;
  }
  export interface ListChannelsResult {
    channels: Channel[];
  }
  // LocalNotificationsPlugin (the methods the adapter calls).
  export interface LocalNotificationsPlugin {
    schedule(options: ScheduleOptions): Promise<ScheduleResult>;
    getPending(): Promise<PendingResult>;
    cancel(options: CancelOptions): Promise<void>;
    registerActionTypes(options: RegisterActionTypesOptions): Promise<void>;
    createChannel(channel: Channel): Promise<void>;
    listChannels(): Promise<ListChannelsResult>;
  }
  export const LocalNotifications: LocalNotificationsPlugin;
}
