import Foundation
import Testing
import ViewKitLite

/// A layer's place in the tree: one superlayer at a time, as Core Animation keeps it.
@MainActor
@Suite("Layer tree: one superlayer at a time")
struct LayerTreeTests {
  @Test("adding a layer elsewhere moves it: the old superlayer lets it go, nothing holds it twice")
  func addingElsewhereMoves() {
    let first = Layer()
    let second = Layer()
    let moved = Layer()
    let other = Layer()
    first.addSublayer(moved)
    first.addSublayer(other)
    second.insertSublayer(moved, at: 0)
    #expect(first.sublayers.map(ObjectIdentifier.init) == [ObjectIdentifier(other)])
    #expect(second.sublayers.map(ObjectIdentifier.init) == [ObjectIdentifier(moved)])
    #expect(moved.superlayer === second)
  }

  @Test("adding a layer again to its own superlayer moves it to the index asked, not a copy")
  func addingAgainReorders() {
    let parent = Layer()
    let (a, b, c) = (Layer(), Layer(), Layer())
    for layer in [a, b, c] { parent.addSublayer(layer) }
    parent.addSublayer(a)
    #expect(parent.sublayers.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    parent.insertSublayer(c, at: 0)
    #expect(parent.sublayers.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
  }
}
