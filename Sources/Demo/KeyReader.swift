/// Reads keys from a terminal's bytes across reads: an escape sequence split between two reads
/// (a mouse report often is) waits for the rest.
struct KeyReader {
  private var pending: [UInt8] = []
  /// The longest unfinished sequence kept; anything longer is noise, dropped.
  private static let longestSequence = 32

  /// The keys `bytes` complete, after what the last read left.
  mutating func keys(from bytes: [UInt8]) -> [Key] {
    let input = pending + bytes
    let (keys, used) = Key.parse(input)
    pending = Array(input[used...])
    if pending.count > KeyReader.longestSequence { pending = [] }
    return keys
  }
}
