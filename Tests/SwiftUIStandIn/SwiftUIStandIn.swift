// Stands in for SwiftUI, which Linux lacks: the names SwiftUI shares with ViewKitLite, declared
// in a module of their own, so that a file importing both meets the clash a file importing
// SwiftUI and ViewKitLite meets on Apple's systems ('View' is ambiguous), and the ways around it
// that Getting Started shows compile in CI. Nothing here does anything.

/// SwiftUI's `View`.
public protocol View {}

/// SwiftUI's `Color`.
public struct Color: View, Sendable {
  /// A colour of the given components.
  public init(red: Double, green: Double, blue: Double) {}
}

/// SwiftUI's `Image`.
public struct Image: View {
  /// An image of the asset catalogue.
  public init(_ name: String) {}
}

/// SwiftUI's `Font`.
public struct Font: Sendable {
  /// The body text style.
  public static let body = Font()
}

/// SwiftUI's `Button`.
public struct Button: View {
  /// A button with a title and an action.
  public init(_ title: String, action: @escaping () -> Void) {}
}

/// SwiftUI's `Label`.
public struct Label: View {
  /// A label with a title and a system image.
  public init(_ title: String, systemImage: String) {}
}

/// SwiftUI's `ScrollView`.
public struct ScrollView: View {
  /// A scroll view of `content`.
  public init(content: () -> any View) {}
}

/// SwiftUI's `Window` scene.
public struct Window {
  /// A window of the given title.
  public init(_ title: String, id: String) {}
}

/// SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable {
  /// Insets on each edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {}
}

/// SwiftUI's `GraphicsContext`.
public struct GraphicsContext {
  /// A context; SwiftUI's `Canvas` hands one over.
  public init() {}
}
