import Foundation
import ViewKitLite

/// Where headers keep the time of their last refresh, by key: MJRefresh keeps it in the user
/// defaults under one key; here the store is replaceable.
@MainActor
public protocol LastUpdatedTimeStore: AnyObject {
  /// The date stored under `key`, if any.
  func date(forKey key: String) -> Date?
  /// Stores `date` under `key`.
  func setDate(_ date: Date, forKey key: String)
}

/// A store in memory: the default, one for each window, so tests share nothing.
@MainActor
public final class InMemoryLastUpdatedTimeStore: LastUpdatedTimeStore {
  private var dates: [String: Date] = [:]

  /// An empty store.
  public init() {}

  /// The date stored under `key`, if any.
  public func date(forKey key: String) -> Date? { dates[key] }

  /// Stores `date` under `key`.
  public func setDate(_ date: Date, forKey key: String) { dates[key] = date }

  private static let windowKey = AssociationKey<InMemoryLastUpdatedTimeStore>("lastUpdatedTimes")

  /// The store of `window`, made on first use.
  public static func of(_ window: Window) -> InMemoryLastUpdatedTimeStore {
    if let store = window.associatedValue(for: windowKey) { return store }
    let store = InMemoryLastUpdatedTimeStore()
    window.setAssociatedValue(store, for: windowKey)
    return store
  }
}

/// A store in `UserDefaults`, for an app: the times survive a relaunch, as MJRefresh's do.
@MainActor
public final class UserDefaultsLastUpdatedTimeStore: LastUpdatedTimeStore {
  private let defaults: UserDefaults

  /// A store in `defaults`.
  public init(defaults: UserDefaults) {
    self.defaults = defaults
  }

  /// The date stored under `key`, if any.
  public func date(forKey key: String) -> Date? { defaults.object(forKey: key) as? Date }

  /// Stores `date` under `key`.
  public func setDate(_ date: Date, forKey key: String) { defaults.set(date, forKey: key) }
}
