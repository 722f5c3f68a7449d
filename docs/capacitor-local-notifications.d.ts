// The subset of @capacitor/local-notifications' published types (v6) that the adapter in
// docs/scheduling.md uses, so scripts/check-foreign.sh can type-check it without the package.
declare module "@capacitor/local-notifications" {
  export interface Schedule { at?: Date; allowWhileIdle?: boolean }
  export interface LocalNotificationSchema {
    id: number;
    title: string;
    body: string;
    schedule?: Schedule;
    sound?: string;
    channelId?: string;
    actionTypeId?: string;
    threadIdentifier?: string;
    extra?: any;
  }
  export interface PendingLocalNotificationSchema { id: number; title: string; body: string; schedule?: Schedule; extra?: any }
  export interface LocalNotificationDescriptor { id: number }
  export const LocalNotifications: {
    getPending(): Promise<{ notifications: PendingLocalNotificationSchema[] }>;
    cancel(options: { notifications: LocalNotificationDescriptor[] }): Promise<void>;
    schedule(options: { notifications: LocalNotificationSchema[] }): Promise<{ notifications: LocalNotificationDescriptor[] }>;
  };
}
