// Declarations of the UserNotifications calls specc's iOS adapter makes, written from Apple's
// reference (https://developer.apple.com/documentation/usernotifications), each type from the page
// named above it. Compiled as a module named UserNotifications to type-check
// Generated/*+iOSAdapter.swift on Linux (Tests/PlatformDeclarations/README.md). Minimal bodies that
// store what they are given; not Apple's code.
import Foundation

// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationsound
open class UNNotificationSound: NSObject {
  public let name: UNNotificationSoundName?
  init(name: UNNotificationSoundName?) { self.name = name }
  public class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel (iOS 15+)
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  case passive = 0
  case active = 1
  case timeSensitive = 2
  case critical = 3
}

// https://developer.apple.com/documentation/usernotifications/unnotificationattachment
// (init(identifier:url:options:) throws: the file must exist, be of a supported type and size)
open class UNNotificationAttachment: NSObject {
  public let identifier: String
  public let url: URL
  public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
    self.identifier = identifier
    self.url = url
  }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
// (badge: NSNumber?; interruptionLevel: iOS 15+; attachments; subtitle, which an app's customize may set)
open class UNNotificationContent: NSObject {
  public internal(set) var title: String = ""
  public internal(set) var subtitle: String = ""
  public internal(set) var body: String = ""
  public internal(set) var threadIdentifier: String = ""
  public internal(set) var categoryIdentifier: String = ""
  public internal(set) var sound: UNNotificationSound? = nil
  public internal(set) var badge: NSNumber? = nil
  public internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
  public internal(set) var attachments: [UNNotificationAttachment] = []
  public internal(set) var userInfo: [AnyHashable: Any] = [:]
}

// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
open class UNMutableNotificationContent: UNNotificationContent {
  public override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  public override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  public override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  public override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  public override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  public override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  public override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  public override var interruptionLevel: UNNotificationInterruptionLevel {
    get { super.interruptionLevel }
    set { super.interruptionLevel = newValue }
  }
  public override var attachments: [UNNotificationAttachment] {
    get { super.attachments }
    set { super.attachments = newValue }
  }
  public override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
open class UNNotificationTrigger: NSObject {
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// The next date the components match (here: the components' own date, in their calendar).
  public func nextTriggerDate() -> Date? { dateComponents.date }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
open class UNNotificationRequest: NSObject {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions
public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

// https://developer.apple.com/documentation/usernotifications/unnotificationaction
open class UNNotificationAction: NSObject {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
}

// https://developer.apple.com/documentation/usernotifications/unnotificationcategory
open class UNNotificationCategory: NSObject {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }
}

// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
// (pendingNotificationRequests(), removePendingNotificationRequests(withIdentifiers:), add(_:),
// setNotificationCategories(_:); the async forms Swift imports from the completion handlers).
// Not Sendable here: the page promises no Sendable conformance, so the adapter may not rely on one.
open class UNUserNotificationCenter: NSObject {
  nonisolated(unsafe) private static let shared = UNUserNotificationCenter()
  public class func current() -> UNUserNotificationCenter { shared }
  nonisolated(unsafe) public private(set) var pending: [UNNotificationRequest] = []
  nonisolated(unsafe) public private(set) var categories: Set<UNNotificationCategory> = []
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { pending }
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    pending.removeAll { identifiers.contains($0.identifier) }
  }
  open func add(_ request: UNNotificationRequest) async throws { pending.append(request) }
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { self.categories = categories }
}
