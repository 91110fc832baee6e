/// A ratio a benchmark must stay under: measured ÷ baseline ≤ limit, both from the same run.
struct Goal {
  let label: String
  let measured: Measurement
  let baseline: Measurement
  let limit: Double

  var ratio: Double { measured.nanosecondsPerOperation / baseline.nanosecondsPerOperation }
  var isMet: Bool { ratio <= limit }
}

/// Prints figures and goals as Markdown tables, ready for BENCHMARKS.md.
enum Report {
  static func printFigures(
    _ title: String, _ measurements: [Measurement], unit: String = "ns/op", divisor: Double = 1
  ) {
    print("### \(title)\n")
    print("| operation | \(unit) |")
    print("|---|---:|")
    for measurement in measurements {
      print("| \(measurement.name) | \(format(measurement.nanosecondsPerOperation / divisor)) |")
    }
    print()
  }

  static func printGoals(_ goals: [Goal]) {
    print("| goal | measured ÷ baseline | limit | met |")
    print("|---|---:|---:|:---:|")
    for goal in goals {
      let mark = goal.isMet ? "yes" : "NO"
      print("| \(goal.label) | \(format(goal.ratio)) | \(format(goal.limit)) | \(mark) |")
    }
    print()
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }
}
