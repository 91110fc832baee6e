import Foundation
import Observation
import ViewKitLite

/// An object with one observable property, as users declare them.
@MainActor
final class ObservedObject: KVObject {
  @Dynamic var value: Double = 0
}

/// An observer in the seeds' style, counting its notifications.
@MainActor
final class CountingObserver: KVObject {
  var count = 0
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    count += 1
  }
}

/// Baseline: a stored property with an empty `didSet`.
final class DidSetObject {
  var value: Double = 0 {
    didSet {}
  }
}

/// Baseline: Swift's `Observation` module.
@Observable
final class ObservationModel {
  var value: Double = 0
}

/// `swift run -c release Benchmarks observation`: the cost of ViewKitLite's key-value
/// observation beside Swift's own mechanisms, measured in the same run.
@MainActor
enum ObservationBenchmark {
  static let operations = 2_000_000

  static func run() {
    let dynamicSet = dynamicSetNoObserver()
    let dynamicGet = dynamicGetNoObserver()
    let typedNew = dynamicSetTyped(options: .new)
    let typedPlain = dynamicSetTyped(options: [])
    let byKey = dynamicSetByKey()
    let didSet = didSetBaseline()
    let closure = closureBaseline()
    let observableSet = observableSetBaseline()
    let observableGet = observableGetBaseline()
    let tracking = trackingBaseline()
    let post = notificationBaseline()
    Report.printFigures(
      "observation",
      [
        dynamicSet, dynamicGet, typedPlain, typedNew, byKey, didSet, closure, observableSet,
        observableGet, tracking, post,
      ])
    Report.printGoals(
      goals(
        set: dynamicSet, get: dynamicGet, typed: typedPlain, byKey: byKey,
        observableSet: observableSet, observableGet: observableGet, post: post))
  }

  /// The four goals, measured alone: what `Benchmarks goals` and `gate` read.
  static func goals() -> [Goal] {
    goals(
      set: dynamicSetNoObserver(), get: dynamicGetNoObserver(),
      typed: dynamicSetTyped(options: []), byKey: dynamicSetByKey(),
      observableSet: observableSetBaseline(), observableGet: observableGetBaseline(),
      post: notificationBaseline())
  }

  /// (a) a `@Dynamic` set and get beside `@Observable`'s, (b) and (c) a set with a typed or a
  /// by-key observer beside a `NotificationCenter` post.
  static func goals(
    set: Measurement, get: Measurement, typed: Measurement, byKey: Measurement,
    observableSet: Measurement, observableGet: Measurement, post: Measurement
  ) -> [Goal] {
    [
      Goal(
        label: "(a) set ÷ @Observable set", measured: set, baseline: observableSet, limit: 0.25),
      Goal(label: "(a) get ÷ @Observable get", measured: get, baseline: observableGet, limit: 1),
      Goal(
        label: "(b) typed observer, default options [] ÷ post", measured: typed, baseline: post,
        limit: 0.1),
      Goal(
        label: "(c) by-key observer, options .new ÷ post", measured: byKey, baseline: post,
        limit: 0.5),
    ]
  }

  static func dynamicSetNoObserver() -> Measurement {
    let objects = opaque((0..<8).map { _ in ObservedObject() })
    return Measurement.run("@Dynamic set, no observer", operations: operations) { count in
      for index in 0..<count { objects[index & 7].value = Double(index) }
    }
  }

  static func dynamicGetNoObserver() -> Measurement {
    let objects = opaque((0..<8).map { _ in ObservedObject() })
    return Measurement.run("@Dynamic get, no observer", operations: operations) { count in
      var sum = 0.0
      for index in 0..<count { sum += objects[index & 7].value }
      blackHole(sum)
    }
  }

  static func dynamicSetTyped(options: KeyValueObservingOptions) -> Measurement {
    let object = opaque(ObservedObject())
    var heard = 0.0
    let token = object.observe(\.value, options: options) { _, change in
      heard += change.newValue ?? 1
    }
    let name = "@Dynamic set, 1 typed observer, options \(options.contains(.new) ? ".new" : "[]")"
    let result = Measurement.run(name, operations: operations) { count in
      for index in 0..<count { object.value = Double(index) }
    }
    blackHole(heard)
    token.invalidate()
    return result
  }

  static func dynamicSetByKey() -> Measurement {
    let object = opaque(ObservedObject())
    let observer = CountingObserver()
    object.addObserver(observer, forKeyPath: "value", options: .new, context: nil)
    let result = Measurement.run("@Dynamic set, 1 by-key observer, .new", operations: operations) {
      count in
      for index in 0..<count { object.value = Double(index) }
    }
    blackHole(observer.count)
    object.removeObserver(observer, forKeyPath: "value")
    return result
  }

  static func didSetBaseline() -> Measurement {
    let objects = opaque((0..<8).map { _ in DidSetObject() })
    return Measurement.run("stored property with empty didSet, set", operations: operations) {
      count in
      for index in 0..<count { objects[index & 7].value = Double(index) }
    }
  }

  static func closureBaseline() -> Measurement {
    var sum = 0.0
    let closure: (Double) -> Void = opaque { sum += $0 }
    let result = Measurement.run("direct closure call", operations: operations) { count in
      for index in 0..<count { closure(Double(index)) }
    }
    blackHole(sum)
    return result
  }

  static func observableSetBaseline() -> Measurement {
    let models = opaque((0..<8).map { _ in ObservationModel() })
    return Measurement.run("@Observable set, untracked", operations: operations) { count in
      for index in 0..<count { models[index & 7].value = Double(index) }
    }
  }

  static func observableGetBaseline() -> Measurement {
    let models = opaque((0..<8).map { _ in ObservationModel() })
    return Measurement.run("@Observable get, untracked", operations: operations) { count in
      var sum = 0.0
      for index in 0..<count { sum += models[index & 7].value }
      blackHole(sum)
    }
  }

  static func trackingBaseline() -> Measurement {
    let model = opaque(ObservationModel())
    let counter = Counter()
    return Measurement.run(
      "@Observable set, withObservationTracking re-armed", operations: operations / 10
    ) { count in
      for index in 0..<count {
        withObservationTracking {
          _ = model.value
        } onChange: {
          counter.increment()
        }
        model.value = Double(index)
      }
    }
  }

  static func notificationBaseline() -> Measurement {
    let center = NotificationCenter()
    let name = Notification.Name("ViewKitLiteBenchmark")
    let counter = Counter()
    let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
      counter.increment()
    }
    let result = Measurement.run("NotificationCenter post, 1 observer", operations: operations / 10)
    { count in
      for _ in 0..<count { center.post(name: name, object: nil) }
    }
    center.removeObserver(token)
    return result
  }
}

/// A thread-safe counter for callbacks that the compiler cannot prove run on the main actor.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() {
    lock.lock()
    value += 1
    lock.unlock()
  }
}
