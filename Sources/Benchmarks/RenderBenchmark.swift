import Foundation
import ViewKitLite

/// `swift run -c release Benchmarks render`: one frame of a 390×844 screen with a table and a
/// shape-drawn header, in µs, over the visible rows alone, 1,000 rows and 1,000,000 rows.
/// Goal: the large tables cost at most 1.2 × the visible part.
@MainActor
enum RenderBenchmark {
  final class Rows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel.text = "Row \(indexPath.row)"
      return cell
    }
  }

  static func run() {
    let visible = frame(rows: 20)
    let thousand = frame(rows: 1000)
    let million = frame(rows: 1_000_000)
    Report.printFigures(
      "render", [visible, thousand, million], unit: "µs per frame", divisor: 1000)
    Report.printGoals(goals(visible: visible, thousand: thousand, million: million))
  }

  /// The two goals, measured alone: what `Benchmarks goals` and `gate` read.
  static func goals() -> [Goal] {
    goals(visible: frame(rows: 20), thousand: frame(rows: 1000), million: frame(rows: 1_000_000))
  }

  /// A frame over 1,000 and 1,000,000 rows beside one over the visible rows alone.
  static func goals(visible: Measurement, thousand: Measurement, million: Measurement) -> [Goal] {
    [
      Goal(label: "1,000 rows ÷ visible rows", measured: thousand, baseline: visible, limit: 1.2),
      Goal(
        label: "1,000,000 rows ÷ visible rows", measured: million, baseline: visible, limit: 1.2),
    ]
  }

  /// The cost of one frame: scroll by a row, advance the clock a frame, render the picture.
  static func frame(rows: Int) -> Measurement {
    let window = Window(size: CGSize(width: 390, height: 844))
    let table = TableView(frame: window.bounds)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    let source = Rows(count: rows)
    table.dataSource = source
    window.addSubview(table)
    let header = View(frame: CGRect(x: 0, y: -60, width: 390, height: 60))
    let ring = ShapeLayer()
    ring.frame = CGRect(x: 175, y: 10, width: 40, height: 40)
    ring.path =
      BezierPath(
        arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi - 0.1,
        clockwise: true
      ).cgPath
    ring.strokeColor = .darkGray
    ring.fillColor = nil
    ring.lineWidth = 5
    header.layer.addSublayer(ring)
    table.addSubview(header)
    table.reloadData()
    table.contentOffset.y = -60
    var offset: CGFloat = -60
    let result = Measurement.run("frame, \(rows) rows", operations: 200, repetitions: 5) { count in
      for _ in 0..<count {
        offset = offset >= 0 ? -60 : offset + 3
        table.contentOffset.y = offset
        window.advance(by: 1.0 / 60)
        blackHole(window.picture())
      }
    }
    withExtendedLifetime(source) {}
    return result
  }
}
