/// One piece of work due at a time on a window's clock.
struct ScheduledTask {
  /// When it is due, in clock ticks.
  let due: Int64
  /// Queue order: among tasks due at the same time, the one queued first runs first.
  let sequence: UInt64
  let work: @MainActor () -> Void

  func runsBefore(_ other: ScheduledTask) -> Bool {
    due != other.due ? due < other.due : sequence < other.sequence
  }
}

/// A binary min-heap of tasks, ordered by due time and then by queue order.
struct TaskHeap {
  private var elements: [ScheduledTask] = []

  var isEmpty: Bool { elements.isEmpty }
  var count: Int { elements.count }
  var first: ScheduledTask? { elements.first }

  mutating func insert(_ task: ScheduledTask) {
    elements.append(task)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard elements[child].runsBefore(elements[parent]) else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the first task; the heap must not be empty, as with an array's.
  mutating func removeFirst() -> ScheduledTask {
    elements.swapAt(0, elements.count - 1)
    let first = elements.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < elements.count, elements[left].runsBefore(elements[smallest]) { smallest = left }
      if right < elements.count, elements[right].runsBefore(elements[smallest]) { smallest = right }
      guard smallest != parent else { break }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
