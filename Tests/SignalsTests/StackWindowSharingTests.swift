import Testing

@testable import Signals

/// The bounds a new source takes from the window another source fetched: never wider than that
/// window, so a new source never passes an address its own thread's window would stop.
struct StackWindowSharingTests {
  static let page: UInt = 4096

  /// A window like a thread's: `size` bytes from `low`, a quarter of it (at most 256 KiB) kept
  /// in reserve.
  static func window(low: UInt, size: UInt) -> StackGuard.Window {
    let reserve = min(size / 4, 256 << 10)
    return StackGuard.Window(floor: low + reserve, top: low + size, reserve: reserve, size: size)
  }

  @Test(arguments: [
    window(low: 0x7f12_3456_0000, size: 8 << 20),
    window(low: 0x7f12_3456_0000, size: 512 << 10),
    // Neither end on a page: the bounds shrink to the pages inside.
    StackGuard.Window(floor: 0x7000_0000_0123, top: 0x7000_0008_0ff0, reserve: 0, size: 0x8_0000),
    window(low: 0x1000, size: 192 << 10),
  ])
  func theBoundsArePagesInsideTheWindow(_ window: StackGuard.Window) throws {
    let packed = try #require(StackGuard.pack(window))
    let middle = window.floor + (window.top - window.floor) / 2
    let bounds = try #require(StackGuard.bounds(packed, containing: middle))
    #expect(bounds.floor >= window.floor && bounds.floor - window.floor < Self.page)
    #expect(bounds.top <= window.top && window.top - bounds.top < Self.page)
    #expect(bounds.floor % Self.page == 0 && bounds.top % Self.page == 0)
    // Every address inside is held, and none outside.
    #expect(StackGuard.bounds(packed, containing: bounds.floor)! == bounds)
    #expect(StackGuard.bounds(packed, containing: bounds.top - 1)! == bounds)
    #expect(StackGuard.bounds(packed, containing: bounds.floor - 1) == nil)
    #expect(StackGuard.bounds(packed, containing: bounds.top) == nil)
    #expect(StackGuard.bounds(packed, containing: window.floor - window.reserve) == nil)
  }

  @Test func aWindowOneWordCannotHoldIsNotShared() {
    // An unmeasured stack, which lets every address pass.
    #expect(StackGuard.pack(StackGuard.unbounded) == nil)
    // Beyond 48 bits (five-level page tables).
    #expect(StackGuard.pack(Self.window(low: 1 << 50, size: 8 << 20)) == nil)
    // Less than a page once rounded.
    #expect(
      StackGuard.pack(.init(floor: 0x7000_0000_0010, top: 0x7000_0000_0ff0, reserve: 0, size: 4096))
        == nil)
    // Nothing shared yet holds no address.
    #expect(StackGuard.bounds(0, containing: 0) == nil)
    #expect(StackGuard.bounds(0, containing: 0x7f00_0000_0000) == nil)
  }

  @Test func theCurrentThreadsWindowHoldsItsOwnAddress() throws {
    let address = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
      UInt(bitPattern: $0.baseAddress)
    }
    let window = StackGuard.window(containing: address)
    // A platform whose stack cannot be measured shares nothing.
    guard window.size != 0 else { return #expect(StackGuard.pack(window) == nil) }
    let packed = try #require(StackGuard.pack(window))
    let bounds = try #require(StackGuard.bounds(packed, containing: address))
    #expect(bounds.floor >= window.floor && bounds.top <= window.top)
  }
}
