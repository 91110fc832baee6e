import CommandLineOptions
import Testing

@testable import Benchmarks

/// `Benchmarks` and `Benchmarks fuzz` read through their tables.
struct BenchmarkOptionsTests {
  @Test("no word runs every benchmark; words run those, in order; others are refused")
  func words() throws {
    #expect(try BenchmarkChoice.parse([]).names == BenchmarkChoice.Name.allCases)
    #expect(try BenchmarkChoice.parse(["render", "physics"]).names == [.render, .physics])
    #expect(try BenchmarkChoice.parse(["-h"]).showHelp)
    let refused = OptionError(
      message: "unknown benchmark 'speed'; choose from observation, physics, render, scale, "
        + "frame, goals [--write], gate, or fuzz")
    #expect(throws: refused) { try BenchmarkChoice.parse(["speed"]) }
  }

  @Test("fuzz's options: every row read, the defaults, and the bad values refused")
  func fuzz() throws {
    let options = try FuzzOptions([
      "--sequences", "20", "--seed", "7", "--from", "3", "--jobs", "2", "--async-loads",
      "--without-held-fingers", "--without-screen-reader", "--json",
    ])
    #expect(options.sequences == 20 && options.seed == 7 && options.first == 3)
    #expect(options.jobs == 2 && options.asyncLoads && !options.heldFingers)
    #expect(!options.screenReader && options.json)
    let defaults = try FuzzOptions([])
    #expect(defaults.sequences == 1000 && defaults.seed == 20_261_129 && defaults.jobs == 1)
    #expect(throws: OptionError(message: "--jobs needs a whole number of at least 1, not '0'")) {
      try FuzzOptions(["--jobs", "0"])
    }
    #expect(throws: OptionError(message: "--seed needs a value; see --help")) {
      try FuzzOptions(["--seed"])
    }
  }

  @Test("the help names every row of both tables")
  func help() {
    let help = BenchmarkChoice.table.help
    let names =
      BenchmarkChoice.table.options.map { $0.names[0] }
      + FuzzOptions.table.options.map { $0.names[0] }
    for name in names {
      #expect(help.contains(name), "\(name)")
    }
  }
}
