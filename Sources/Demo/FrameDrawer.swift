import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// Draws a scene's frames in a terminal session, fitted to the terminal's size each frame: a
/// line on top, the camera's picture of the scene in its border, the status under it (the
/// time and the scene's state, the offset and inset in words), what a screen reader says when
/// the options ask, and any more lines below.
@MainActor
final class FrameDrawer {
  /// The options it draws with; the interactive mode's v switches their VoiceOver lines.
  var options: DemoOptions
  let session: TerminalSession
  /// Lines of text under the picture besides the status's two and the VoiceOver lines.
  let extraLines: Int
  /// The camera of the last frame drawn.
  private(set) var camera: Camera?
  /// The terminal's size and the number of lines of the last frame drawn.
  private var layout: (columns: Int, rows: Int, lines: Int)?
  /// The lines on the screen, as they were written, top to bottom.
  private var shownLines: [String] = []

  /// The terminal column and row (from 1) of the picture's first cell: under the top line and
  /// inside the border.
  static let pictureOrigin = (column: 2, row: 3)

  init(options: DemoOptions, session: TerminalSession, extraLines: Int = 0) {
    self.options = options
    self.session = session
    self.extraLines = extraLines
  }

  /// Draws `scene` with `top` above it and `extra` lines under its status: only the rows that
  /// changed since the last frame, or the whole frame on a screen cleared first when the
  /// terminal's size or the number of lines changed. (Following its control, the picture gives
  /// the VoiceOver lines its rows and takes them back; with `--camera full` it may not fill the
  /// terminal, and a frame two lines shorter would leave the old ones under it.)
  func draw(_ scene: any DemoScene, top: String, extra: [String] = []) {
    let size = Terminal.size
    let (camera, lines) = FrameDrawer.frame(
      of: scene, top: top, extra: Array(extra.prefix(extraLines)), extraLines: extraLines,
      columns: size.columns, rows: size.rows, options: options)
    let layout = (columns: size.columns, rows: size.rows, lines: lines.count)
    let cleared = self.layout.map { $0 != layout } ?? true
    self.layout = layout
    self.camera = camera
    let rows = lines.map { Terminal.line($0, width: size.columns) }
    session.draw { screenWasCleared in
      let shown = cleared || screenWasCleared ? nil : shownLines
      shownLines = rows
      return Terminal.frame(rows, over: shown)
    }
  }

  /// The lines a terminal `columns` × `rows` shows of `scene`, and the camera that filmed it:
  /// `top`, the picture in its border (coloured unless `options` say not), the status's two
  /// lines, the VoiceOver lines when `options` ask for them, the scene's legend when it has
  /// one, then `extra` (`extraLines` of them).
  static func frame(
    of scene: any DemoScene, top: String, extra: [String], extraLines: Int, columns: Int,
    rows: Int, options: DemoOptions
  ) -> (Camera, [String]) {
    let voiceOver = options.voiceOver ? VoiceOverLines.lines(of: scene, width: columns) : []
    let legend = type(of: scene).legend.map { [$0] } ?? []
    let under = extraLines + voiceOver.count + legend.count
    let camera = FrameDrawer.camera(
      for: scene, columns: columns, rows: rows - 1 - under, options: options)
    let picture = camera.picture().ansiText(colors: options.useColor)
    let lines =
      [top]
      + picture.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init) + FrameDrawer.status(of: scene, width: columns) + voiceOver + legend
      + extra
    return (camera, lines)
  }

  /// The camera for `scene` in a terminal `columns` wide with `rows` rows for the picture, its
  /// border and its status's two lines: following the scene's control at its readable scale, or a little
  /// more to use the terminal's whole width; or, with `--camera full`, the whole screen fitted
  /// in, as small as it takes.
  static func camera(
    for scene: any DemoScene, columns: Int, rows: Int, options: DemoOptions
  ) -> Camera {
    // The border takes two columns, and a frame's lines stop a column short of the terminal's
    // edge (`Terminal.line`): three in all, so the right border shows.
    let columns = max(columns - 3, 1)
    let rows = max(rows - 4, 1)
    let screen = scene.window.bounds.size
    let cell = PictureMetric.standard
    guard options.camera == .follow else {
      let fit = Camera.scale(fitting: screen, columns: columns, rows: rows)
      let scale = max(min(fit, 1), 0.1)
      return Camera(
        window: scene.window,
        columns: min(Int((screen.width * scale / cell.pointsPerColumn).rounded(.up)), columns),
        rows: min(Int((screen.height * scale / cell.pointsPerRow).rounded(.up)), rows),
        scale: scale)
    }
    let across = CGFloat(columns) * cell.pointsPerColumn / screen.width
    let scale = max(type(of: scene).readableScale, across)
    var camera = Camera(window: scene.window, columns: columns, rows: rows, scale: scale)
    let focus = scene.focus
    camera.follow(focus.subject, restingAt: focus.edge, of: focus.stage)
    return camera
  }

  /// The status's two lines: the time and the scene's state, with the offset and inset in
  /// words beside them when the terminal is wide enough, under them when it is not. (The
  /// choice leaves room for the numbers to grow, so it does not flip from frame to frame.)
  static func status(of scene: any DemoScene, width: Int) -> [String] {
    let state = "t=\(NumberFormat.string(scene.window.now))s  \(scene.stateLine)"
    let words = StatusWords.describe(scene.scrollView, along: scene.pullAxis)
    let together = "\(state)  ·  \(words)"
    return TextWidth.columns(of: together) + statusSlack < width ? [together, ""] : [state, words]
  }

  /// The columns the status keeps free before it puts the words on a line of their own.
  private static let statusSlack = 12
}
