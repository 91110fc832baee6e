extension KVObject {
  /// Every `@Dynamic` storage of this object, found by reflection once: they never change.
  /// Which children of the reflection are `@Dynamic` is learnt once per class, so the objects
  /// after the first read only those.
  var dynamicStorages: [ObservableStorage] {
    if let cachedStorages { return cachedStorages }
    let type = ObjectIdentifier(Swift.type(of: self))
    let known = DynamicChildren.byClass[type]
    var learnt: [[Int]] = []
    var storages: [ObservableStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    var level = 0
    while let current = mirror {
      let children = current.children
      let offsets = known?[level] ?? Array(0..<children.count)
      var dynamic: [Int] = []
      for offset in offsets {
        let child = children[children.index(children.startIndex, offsetBy: offset)]
        guard let property = child.value as? any DynamicProperty else { continue }
        dynamic.append(offset)
        storages.append(property.observableStorage)
        // The most derived class's property of a key wins, as a lookup by name would find it.
        if let name = property.explicitKey ?? child.label.map({ String($0.dropFirst()) }),
          cachedStoragesByKey[name] == nil
        {
          cachedStoragesByKey[name] = property.observableStorage
        }
      }
      learnt.append(dynamic)
      mirror = current.superclassMirror
      level += 1
    }
    if known == nil { DynamicChildren.byClass[type] = learnt }
    cachedStorages = storages
    return storages
  }

  /// The storage of the `@Dynamic` property published as `key`, found by reflection once.
  func dynamicStorage(forKey key: String) -> ObservableStorage? {
    _ = dynamicStorages
    return cachedStoragesByKey[key]
  }

  /// Whether every one of `storages` belongs to this object (its `@Dynamic` properties and
  /// channels), so that none can change unless through this object while it lives.
  @usableFromInline
  func owns(_ storages: [ObservableStorage]) -> Bool {
    let own = dynamicStorages + namedChannels.values
    return storages.allSatisfy { storage in own.contains { $0 === storage } }
  }

  /// The channel used for manual notifications of `key`.
  func namedChannel(_ key: String) -> ObservableStorage {
    if let channel = namedChannels[key] { return channel }
    let channel = ObservableStorage()
    namedChannels[key] = channel
    return channel
  }

  /// Records a read of `key`'s channel, when a key path is being resolved.
  func recordRead(ofChannel key: String) {
    ObservationTracking.recorder?.record(namedChannel(key))
  }

  /// Every storage whose change changes `key`: what it reads, its dependent keys, and its
  /// manual channel.
  func storages(forKey key: String, visited: Set<String> = []) -> [ObservableStorage] {
    var result = ObservationTracking.storagesRead { _ = value(forKey: key) }
    var visited = visited
    visited.insert(key)
    for dependency in type(of: self).keyPathsForValuesAffectingValue(forKey: key).sorted()
    where !visited.contains(dependency) {
      for storage in storages(forKey: dependency, visited: visited)
      where !result.contains(where: { $0 === storage }) {
        result.append(storage)
      }
    }
    let channel = namedChannel(key)
    if !result.contains(where: { $0 === channel }) {
      result.append(channel)
    }
    return result
  }
}

/// Which children of each level of a class's reflection are `@Dynamic` properties, by class:
/// learnt from the first object of a class, the same for every other.
@MainActor
private enum DynamicChildren {
  static var byClass: [ObjectIdentifier: [[Int]]] = [:]
}
