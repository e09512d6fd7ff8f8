/// A point in virtual time, measured from the moment its clock was created.
public struct VirtualInstant: InstantProtocol, Sendable, Hashable {
  /// The time elapsed since the clock's start.
  public var offset: Duration

  /// Creates the instant that lies `offset` after the clock's start.
  public init(offset: Duration) {
    self.offset = offset
  }

  /// The instant that lies `duration` after this one.
  public func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  /// The time from this instant to `other`, negative when `other` is earlier.
  public func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
